import { MODULES } from '@club/shared';
import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../apps/web/src/app/prerendered-paths';
import { errorsOf, recordPaths } from './support/pages';
import { signInThroughForm } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

  for (const path of [...PRERENDERED_PATHS, ...(await recordPaths(request))]) {
    errors.length = 0;
    await page.goto(path);
    // The rendered page shows before the app runs, its controls waiting for it.
    await expect(page.locator('#main')).not.toBeEmpty();
    await page.locator('#main').evaluate((main) => main.setAttribute('data-rendered-by-build', ''));
    await expect(page.locator('[data-until-app]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(errors, `${path}: errors while the app took the page over`).toEqual([]);
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
  const appStarted = () =>
    expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        ),
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
