import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { startWithPageData } from './rendered-page-data';
import { routes } from './router';

/** Starts the app in #root, over the page the server rendered there (if any) once the page's code is in. */
export function start(root: HTMLElement) {
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  startWithPageData(queryClient);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const render = () => {
    // A transition: React draws the page in short slices, so the browser answers taps and scrolls meanwhile.
    if (!root.hasChildNodes()) return startTransition(() => createRoot(root).render(app));
    // The server rendered this page as the app first draws it, with the same data: React adopts that DOM
    // instead of drawing it again, and as a transition, in short slices.
    for (const control of root.querySelectorAll('[data-until-app]')) {
      control.removeAttribute('disabled');
      control.removeAttribute('data-until-app');
    }
    startTransition(() => {
      hydrateRoot(root, app);
    });
  };
  // The server's HTML stays on screen until the page's own code has loaded: no blank moment in between.
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
