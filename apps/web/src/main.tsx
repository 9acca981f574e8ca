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

/** Resolves once the browser has shown the page's first content. */
function firstContentShown() {
  return new Promise<void>((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const afterFrames = (frames: number, then: () => void): unknown =>
  frames === 0 ? setTimeout(then) : requestAnimationFrame(() => afterFrames(frames - 1, then));

if (root.hasChildNodes()) {
  // The page the server rendered into #root is shown first, its lead picture included; then the app's code is
  // fetched (it would share the bandwidth with that picture) and takes the page over, two frames later, once
  // that picture is on screen. A picture that takes more than three seconds holds the app back no longer;
  // a tab opened in the background, which shows nothing, starts it a second after that.
  const shown = Promise.all([firstContentShown(), leadPicturesReady(root)]);
  void Promise.race([shown, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
    afterFrames(2, startApp);
    setTimeout(startApp, 1000);
  });
} else {
  // Nothing drawn by the server (sign-in, cart, orders, profile, or a page it left to the browser): the app
  // draws the page, at once.
  void startApp();
}
