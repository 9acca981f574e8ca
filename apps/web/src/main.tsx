import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let started = false;
async function startApp() {
  if (started) return;
  started = true;
  // Fetched together; React's part, which the app's needs, is evaluated as soon as it is in, in a task of its
  // own, then the app's code in another, and the app starts in a third: no single long pause.
  const [, { start }] = await Promise.all([import('react-dom/client'), import('./app/start')]);
  await nextTask();
  await start(root as HTMLElement);
}

/** Resolves once the page's lead pictures (marked high priority: the hero, a featured article) can be shown. */
function leadPicturesReady(page: HTMLElement) {
  const pictures = page.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  return Promise.all([...pictures].map((picture) => picture.decode().catch(() => undefined)));
}

if (root.hasChildNodes()) {
  // The page the server rendered into #root is shown first, its lead picture included; then the app's code is
  // fetched (it would share the bandwidth with that picture) and takes the page over. A tab opened in the
  // background, which paints no frames, starts it a second later; a picture that takes more than three
  // seconds holds the app back no longer.
  const afterNextFrame = () => {
    requestAnimationFrame(() => setTimeout(startApp));
    setTimeout(startApp, 1000);
  };
  void Promise.race([leadPicturesReady(root), new Promise((resolve) => setTimeout(resolve, 3000))]).then(
    afterNextFrame,
  );
} else {
  // Nothing to paint before the app (staff and personal pages): no reason to wait for a frame.
  void startApp();
}
