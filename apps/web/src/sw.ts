/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { KEPT_COPY_HEADER, OFFLINE_CACHES } from './lib/offline-caches';

/**
 * The installed app (issue 29): the release's files are kept on the device when the worker installs, so the
 * app starts without a network; pages and the API's answers come from the network when there is one and from
 * the last answer when there is not (the public pages, my card, my schedule, a team's squad and schedule once
 * seen). An update waits until every tab of the old release is closed, and the files of the release it replaces
 * stay, so a page left open never asks for a file that is no longer there.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const PRECACHE_PREFIX = 'workbox-precache';
const ok = () => new CacheableResponsePlugin({ statuses: [200] });

/** The files of the release being replaced: copied aside before this release's own take their place. */
async function keepPreviousRelease() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PRECACHE_PREFIX));
  const previous = await caches.open(OFFLINE_CACHES.previousRelease);
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith('/assets/')) continue;
      const response = await cache.match(request);
      if (response) await previous.put(request.url.split('?')[0] as string, response);
    }
  }
}
self.addEventListener('install', (event) => event.waitUntil(keepPreviousRelease()));
// The first worker takes charge of the pages open at once (there is no release before it to wait for), so the
// first visit's answers are kept; an update still waits for the old release's tabs to close (no skipWaiting).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A script of the release a page was opened with, not in this release: from the copy kept aside.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.previousRelease,
    plugins: [ok(), new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 90 * 86_400 })],
  }),
);

// Pages: fresh from the server (drawn with their data), else (no network at all) the last copy, else the app itself.
const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  plugins: [ok(), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 86_400 })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/files\//] },
  ),
);

/**
 * Answers read offline: not staff screens (but a session's register, which a coach takes at the pitch), sign-in,
 * live updates, calendar feeds, answer links, downloads, or a form's number and submission key (a key is used
 * once; a form filled in offline makes its own).
 */
const NOT_OFFLINE =
  /^\/api\/(admin(?!\/teams\/sessions\/[^/]+\/attendance$)|auth|live|calendar|answer-links)(\/|$)|^\/api\/registrations\/[^/]+\/form-number$|\.(pdf|csv|ics)$/;

/** An answer given from the device's copy says so, with when the server sent it (the screens say how old it is). */
const markKeptCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_COPY_HEADER, cachedResponse.headers.get('date') ?? new Date(0).toUTCString());
    return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
  },
};
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/') && !NOT_OFFLINE.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.answers,
    plugins: [ok(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400 }), markKeptCopy],
  }),
);

/** What the portal pushes (the server's PushMessage): shown as a notification that opens its link. */
interface PushedNotice {
  title: string;
  body: string;
  link: string;
  tag: string;
}

self.addEventListener('push', (event) => {
  let notice: PushedNotice;
  try {
    notice = event.data?.json() as PushedNotice;
  } catch {
    return;
  }
  if (!notice?.title) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: notice.link },
    }),
  );
});

/** A tapped notification opens its page: the tab already showing it if there is one, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this portal: the link's path on this origin (a path like `//host` would leave it: the dashboard).
  const link = new URL(
    (event.notification.data as { link?: string } | null)?.link ?? '/dashboard',
    self.location.origin,
  );
  let target = new URL(`${link.pathname}${link.search}`, self.location.origin);
  if (target.origin !== self.location.origin) target = new URL('/dashboard', self.location.origin);
  event.waitUntil(
    (async () => {
      // A tab already on that page comes forward; otherwise a new one opens (an open form is never navigated away).
      const open = await self.clients.matchAll({ type: 'window' });
      const there = open.find((client) => client.url === target.href);
      if (there) await there.focus();
      else await self.clients.openWindow(target.href);
    })(),
  );
});
