import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './providers';
import { routes } from './router';

// Zod would probe for eval (new Function) to compile faster parsers; the CSP forbids eval, and says so in the console.
z.config({ jitless: true });

/** Starts the app in #root, over the HTML the build rendered there (if any) once the page's code is in. */
export function start(root: HTMLElement) {
  const router = createBrowserRouter(routes);
  const render = () =>
    // A transition: React draws the page in short slices, so the browser answers taps and scrolls meanwhile.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  // The build's HTML stays on screen until the page's own code has loaded: no blank moment in between.
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
