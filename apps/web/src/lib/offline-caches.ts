/** The service worker's caches (src/sw.ts). Pages and answers may hold the signed-in person's data. */
export const OFFLINE_CACHES = {
  pages: 'club-pages',
  answers: 'club-answers',
  previousRelease: 'club-previous-release',
} as const;

/** The header the worker puts on an answer it gave from the device's copy: when the server sent it. */
export const KEPT_COPY_HEADER = 'x-kept-copy';

/** Forgets the signed-in person's pages and answers kept for offline use (at sign-out). */
export async function forgetOfflineCopies() {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.answers)]);
}

/**
 * Installs the app's service worker (production builds; the browser updates it as the release changes). On the
 * first visit the worker takes charge of the open page at once (sw.ts claims it): the page is kept then, and
 * `onFirstControl` asks again, through the worker, for what the page loaded before it, so one visit with a
 * network is enough to open it without one.
 */
export function registerServiceWorker(onFirstControl?: () => void) {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        void caches
          .open(OFFLINE_CACHES.pages)
          .then((cache) => cache.add(window.location.href))
          .catch(() => {});
        onFirstControl?.();
      },
      { once: true },
    );
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
