import { expect, type Page, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../apps/web/src/app/prerendered-paths';
import { errorsOf, recordPaths } from './support/pages';
import { signInThroughForm } from './support/session';
import { slowPhone } from './support/slow-phone';

/**
 * The portal on a slow phone: 4x slower processor, 150 ms latency, 1.6 Mbit/s down. Each page drawn by the
 * server is used the moment its controls work, before the app knows who is signed in; "not known yet" must
 * never act as "signed out".
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ADD_JERSEY = 'Add to Cart: Home Jersey 2026';

/** Every toast the page shows from its next load on, however briefly. */
async function recordToasts(page: Page) {
  const toasts: string[] = [];
  await page.exposeFunction('noteToast', (text: string) => toasts.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]:not([data-noted])')) {
        toast.setAttribute('data-noted', '');
        (window as unknown as { noteToast: (text: string) => void }).noteToast(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return toasts;
}

/**
 * Taps the button named `name` in the very frame it starts to work (its `disabled` lifted as the app takes
 * the page over), as an impatient thumb would: earlier than Playwright's own checks would let a click through.
 */
async function tapTheMomentItWorks(page: Page, name: string) {
  await page.waitForFunction(
    (label) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label);
      if (!button || button.disabled) return false;
      button.click();
      return true;
    },
    name,
    { polling: 'raf', timeout: 30_000 },
  );
}

test('a signed-in person who taps Add to Cart the moment the shop works gets the item, not the sign-in page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, 'guest@example.com');
  await slowPhone(page, context);
  const toasts = await recordToasts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  // Tapped as soon as the button works: the app may not yet know who is signed in.
  await tapTheMomentItWorks(page, ADD_JERSEY);
  await expect(page.getByText('Item added to cart')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/shop$/);
  expect(toasts.join(' | ')).not.toContain('Please login');
  // Leave the cart empty again.
  const cart = await (await page.request.get('/api/cart')).json();
  for (const line of cart.lines as { productId: string; variantId: string | null }[])
    await page.request.put('/api/cart/lines', {
      data: { productId: line.productId, variantId: line.variantId, quantity: 0 },
    });
});

test('a visitor who taps Add to Cart is asked to log in once, and told nothing was added', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await slowPhone(page, context);
  const toasts = await recordToasts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await tapTheMomentItWorks(page, ADD_JERSEY);
  await expect(page.getByText('Please login to add items to cart')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/auth$/);
  await page.waitForTimeout(500);
  expect(toasts.join(' | ')).not.toContain('Item added to cart');
});

for (const who of ['a visitor', 'a signed-in person'] as const) {
  test(`every page drawn by the server works the moment its controls do, for ${who}`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    if (who === 'a signed-in person') await signInThroughForm(page, 'guest@example.com');
    await slowPhone(page, context);
    const errors = errorsOf(page);
    for (const path of [...PRERENDERED_PATHS, ...(await recordPaths(request))]) {
      errors.length = 0;
      await page.goto(path, { waitUntil: 'commit' });
      await tapTheMomentItWorks(page, 'Open menu');
      const menu = page.locator('#mobile-menu');
      await expect(menu, path).toBeVisible();
      // Once known, the menu offers what fits who it is: never Login to someone signed in.
      const account =
        who === 'a visitor'
          ? menu.getByRole('link', { name: 'Login' })
          : menu.getByRole('button', { name: 'Sign Out' });
      await expect(account, path).toBeVisible({ timeout: 15_000 });
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
      expect(errors, `${path}: errors`).toEqual([]);
    }
  });
}
