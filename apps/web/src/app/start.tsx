import { DEFAULT_LANGUAGE, isLanguage } from '@club/shared';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { startLanguage } from '../lib/i18n';
import { registerServiceWorker } from '../lib/offline-caches';
import { AppProviders, createQueryClient } from './providers';
import { startWithPageData } from './rendered-page-data';
import { routes } from './router';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Loads the code of the page at this address (each page's module is loaded when first needed) before the
 * router starts, so that its start is a short task of its own. If it fails, the router tries again and shows
 * its error page.
 */
async function loadPageCode() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy().catch(() => undefined) : undefined)),
  );
}

/** Resolves once the router is ready to draw the page. */
function routerReady(router: ReturnType<typeof createBrowserRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Runs `work` when the browser has nothing else to do, or after `timeout` ms at the latest. */
function whenIdle(work: () => void, timeout: number) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout });
  else setTimeout(work, timeout);
}

/**
 * Once React has adopted the page: the controls of a page the server drew, disabled until then (render-page.tsx:
 * adopting a form's field writes the form's start value into it, over whatever was typed there before), work; and,
 * when the browser is idle, the app's service worker is installed. (Installed during the adoption, its first
 * visit fetched the release's files and asked the page's questions again while React was adopting the page, and
 * React did much of that work twice: a phone's main thread busy about 300 ms more under Lighthouse.)
 */
function AfterAdoption({ installWorker }: { installWorker: () => void }) {
  useEffect(() => {
    for (const control of document.querySelectorAll('[data-until-app]')) {
      control.removeAttribute('disabled');
      control.removeAttribute('data-until-app');
    }
    whenIdle(installWorker, 3000);
  }, [installWorker]);
  return null;
}

/**
 * Starts the app in #root, over the page the server rendered there (if any); the server's HTML stays on
 * screen until React adopts it. The steps (the page's data, the page's code, the router, React) run as tasks
 * of their own, so the browser may answer a tap or a scroll in between: on a slow phone each takes tens of
 * milliseconds.
 */
export async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const carried = startWithPageData(queryClient);
  // The worker's first visit: what this page asked for before it took charge is asked again through it, kept (what
  // the page itself carried is kept with the page). A fetch on its way is left to finish: cancelling it would fail
  // whoever awaits it (a tap waiting for the session).
  const installWorker = () =>
    registerServiceWorker(
      () =>
        void queryClient.refetchQueries(
          { type: 'all', predicate: (query) => !carried.has(query.queryHash) },
          { cancelRefetch: false },
        ),
    );
  await nextTask();
  // The page's language is the one the server drew it in; its pages' texts load with their code.
  const { lang } = document.documentElement;
  await Promise.all([startLanguage(isLanguage(lang) ? lang : DEFAULT_LANGUAGE), loadPageCode()]);
  await nextTask();
  const router = createBrowserRouter(routes);
  await routerReady(router);
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AfterAdoption installWorker={installWorker} />
      </AppProviders>
    </StrictMode>
  );
  // A transition: React draws the page in short slices, so the browser answers taps and scrolls meanwhile.
  if (!root.hasChildNodes()) return startTransition(() => createRoot(root).render(app));
  // The server rendered this page as the app first draws it, with the same data: React adopts that DOM
  // instead of drawing it again, and as a transition, in short slices.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
