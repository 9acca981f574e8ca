import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

let started = false;
async function startApp() {
  if (started) return;
  started = true;
  const { start } = await import('./app/start');
  start(root as HTMLElement);
}

if (root.hasChildNodes()) {
  // The page the server rendered into #root paints first, with the stylesheet alone; the app's code is
  // fetched after that (on a slow connection it would otherwise share the bandwidth with the first paint)
  // and takes over. A tab opened in the background, which paints no frames, starts it a second later.
  requestAnimationFrame(() => setTimeout(startApp));
  setTimeout(startApp, 1000);
} else {
  // Nothing to paint before the app (staff and personal pages): no reason to wait for a frame.
  void startApp();
}
