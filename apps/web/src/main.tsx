import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let started = false;
async function startApp() {
  if (started) return;
  started = true;
  // React first, then the app, each run in a task of its own: two shorter pauses instead of one long one.
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start');
  start(root as HTMLElement);
}

// The page the build rendered into #root paints first, with the stylesheet alone; the app's code is
// fetched after that (on a slow connection it would otherwise share the bandwidth with the first paint)
// and takes over. A tab opened in the background, which paints no frames, starts it a second later.
requestAnimationFrame(() => setTimeout(startApp));
setTimeout(startApp, 1000);
