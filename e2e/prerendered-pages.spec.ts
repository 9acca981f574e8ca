import { MODULES } from '@club/shared';
import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../apps/web/src/app/prerendered-paths';
import { OFFLINE_APP } from './support/env';
import { errorsOf, recordPaths } from './support/pages';
import { signInThroughForm } from './support/session';

test.use({ ...OFFLINE_APP, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

declare global {
  interface Window {
    startUpRedone: string[];
  }
}

/**
 * Runs in the page before its scripts: records what, once the page is shown, makes the browser or React do the
 * start's work again (Lighthouse's blocking time on a phone: issue 48): a stylesheet added at run time (the
 * browser styles the whole page again when one of its rules matches <html>), and the service worker installed
 * before React has adopted the page (its first visit asks the page's questions again while React adopts it).
 */
function noWorkThatRedoesTheStart() {
  window.startUpRedone = [];
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes]))
      if (
        document.readyState !== 'loading' &&
        (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet'))
      )
        window.startUpRedone.push(`a stylesheet added: ${node.outerHTML.slice(0, 80)}`);
  }).observe(document, { childList: true, subtree: true });
  const adopted = () => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'));
    const hostRoot = key ? (root[key] as { stateNode: { current: { child: unknown } } }) : null;
    return Boolean(hostRoot?.stateNode.current.child);
  };
  const container = navigator.serviceWorker;
  const register = container?.register.bind(container);
  if (container && register)
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      if (!adopted()) window.startUpRedone.push('the service worker installed before React adopted the page');
      return register(...args);
    };
}

test('the app adopts the rendered public pages as they are: no mismatch, no redraw, controls work', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // A phone's slower processor: data can arrive while the app is still taking the page over.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const errors = errorsOf(page);
  await page.addInitScript(noWorkThatRedoesTheStart);

  for (const path of [...PRERENDERED_PATHS, ...(await recordPaths(request))]) {
    errors.length = 0;
    await page.goto(path);
    // The rendered page shows before the app runs, its controls waiting for it.
    await expect(page.locator('#main')).not.toBeEmpty();
    await page.locator('#main').evaluate((main) => main.setAttribute('data-rendered-by-build', ''));
    await expect(page.locator('[data-until-app]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(errors, `${path}: errors while the app took the page over`).toEqual([]);
    expect(await page.evaluate(() => window.startUpRedone), `${path}: work that made the start longer`).toEqual([]);
    // English text is laid out in the system's fonts: the Thaana font arriving (for the language switch's name)
    // does not make the browser lay the whole page out again.
    expect(await page.locator('#main').evaluate((main) => getComputedStyle(main).fontFamily)).not.toContain('Thaana');
    // Hydrated, not drawn again: the element the build rendered is still the one on screen.
    await expect(page.locator('#main[data-rendered-by-build]'), path).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu'), path).toBeVisible();
  }
});

test('the app takes a page over after its lead picture, and without it when the picture fails or hangs', async ({
  page,
}) => {
  const errors = errorsOf(page);
  // Within the budget below (10 s from opening): on a busy machine the worker installed on the first page is
  // still fetching the release while the second page's app loads.
  const appStarted = () =>
    expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
  const menuWorks = async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
  };

  // The hero's picture fails: the app starts all the same.
  await page.route('**/files/site-images/**', (route) => route.abort());
  await page.goto('/');
  await appStarted();
  await menuWorks();

  // News & Events' featured picture never arrives: the app waits for it three seconds at most.
  await page.route('**/files/news-images/**', () => {});
  const opened = Date.now();
  await page.goto('/news-events', { waitUntil: 'commit' });
  await appStarted();
  expect(Date.now() - opened).toBeLessThan(10_000);
  await menuWorks();
  expect(errors.filter((error) => !/ERR_FAILED|Failed to load resource/.test(error))).toEqual([]);
});

test('staff screens arrive drawn for the signed-in admin, with who they are, and the app adopts them as they are', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInThroughForm(page, 'admin@example.com');
  // Live updates off: journeys running beside this one change profiles and roles, and the app rightly asks
  // who is signed in again when they do. Here, a request for it can only mean the page did not carry it.
  await page.route('**/api/live', (route) => route.fulfill({ status: 204 }));
  const errors = errorsOf(page);
  const askedWhoIAm: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') askedWhoIAm.push(page.url());
  });
  for (const path of [...MODULES.map((module) => module.path), '/dashboard']) {
    errors.length = 0;
    const response = await page.goto(path);
    expect(await response?.text(), `${path}: drawn by the server`).toContain('id="main"');
    await expect(page.locator('[data-until-app]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(errors, `${path}: errors while the app took the page over`).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(path);
  }
  expect(askedWhoIAm, 'the pages carry who is signed in').toEqual([]);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('News & Events and the home page arrive with their articles, events and pictures', async ({ page }) => {
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { name: 'Featured News' })).toBeVisible();
    const picture = page.locator('#main img').first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.locator('#main a[href^="/news/"]').first()).toBeVisible();

    await page.goto('/');
    await expect(page.locator('#main a[href^="/news/"]').first()).toBeVisible();
    await expect(page.locator('#main a[href^="/events/"]').first()).toBeVisible();
  });
});
