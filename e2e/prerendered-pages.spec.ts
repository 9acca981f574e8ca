import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../apps/web/src/app/prerendered-paths';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the app adopts the rendered public pages as they are: no mismatch, no redraw, controls work', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // A phone's slower processor: data can arrive while the app is still taking the page over.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  for (const path of PRERENDERED_PATHS) {
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
