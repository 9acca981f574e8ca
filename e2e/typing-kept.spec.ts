import { expect, type Page, test } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './support/env';
import { slowPhone } from './support/slow-phone';

/**
 * Every form drawn by the app keeps what a person types into it the moment it shows, on a slow phone, while the
 * page's data and the signed-in state are still arriving: the form fills in what the account knows around
 * what was typed, never over it.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Each form's journey stands alone: they spread over the workers (this file comes last and was one worker's tail).
test.describe.configure({ mode: 'parallel' });

const TYPED = 'Typed early';

type Who = 'visitor' | 'guest@example.com' | 'member@example.com' | 'admin@example.com';

const FORMS: { who: Who; path: string; fields: string[]; opens?: string; near?: string }[] = [
  { who: 'visitor', path: '/auth?tab=signup', fields: ['#signup-fullName'] },
  // The contact form at the foot of the home page is drawn as the visitor comes near it.
  { who: 'visitor', path: '/', fields: ['#contact-name'], near: '#contact' },
  { who: 'visitor', path: '/membership-registration', fields: ['#reg-fullName', '#reg-mobileNumber'] },
  { who: 'guest@example.com', path: '/membership-registration', fields: ['#reg-fullName', '#reg-mobileNumber'] },
  { who: 'guest@example.com', path: '/academy-registration', fields: ['#reg-parentName'] },
  { who: 'member@example.com', path: '/profile', fields: ['#profile-fullName', '#profile-phone'] },
  { who: 'member@example.com', path: '/cart#checkout', fields: ['#checkout-fullName', '#checkout-address'] },
  { who: 'member@example.com', path: '/contributions', fields: ['#contribution-contributorName'], opens: 'Contribute' },
  { who: 'admin@example.com', path: '/admin/settings', fields: ['#settings-bankAccount-bankName'] },
];

async function signIn(page: Page, who: Who) {
  if (who === 'visitor') return;
  const answer = await page.request.post('/api/auth/sign-in', { data: { email: who, password: E2E_DEMO_PASSWORD } });
  expect(answer.ok(), `sign in as ${who}`).toBe(true);
}

/** A jersey in the member's cart, so that the checkout form shows. */
async function jerseyInCart(page: Page) {
  const { items } = await (await page.request.get('/api/shop/products?search=Home%20Jersey')).json();
  const [jersey] = items;
  const variant = jersey.variants[0]?.id ?? null;
  const put = await page.request.put('/api/cart/lines', {
    data: { productId: jersey.id, variantId: variant, quantity: 1 },
  });
  expect(put.ok(), 'a jersey in the cart').toBe(true);
}

for (const form of FORMS) {
  test(`${form.path} as ${form.who}: what is typed the moment the form shows stays`, async ({ page, context }) => {
    await signIn(page, form.who);
    if (form.path.startsWith('/cart')) await jerseyInCart(page);
    await slowPhone(page, context, 400);
    await page.goto(form.path, { waitUntil: 'commit' });
    if (form.opens) await page.getByRole('button', { name: form.opens }).first().click();
    if (form.near) await page.locator(form.near).scrollIntoViewIfNeeded();
    for (const selector of form.fields) {
      const field = page.locator(selector);
      // Typed the moment the field takes typing (a field the server drew is disabled until the app adopts it).
      await expect(field).toBeEditable({ timeout: 30_000 });
      await field.pressSequentially(TYPED);
    }
    await page.waitForLoadState('networkidle');
    // Whatever the page still had to learn has arrived and been drawn.
    await page.waitForTimeout(1_500);
    for (const selector of form.fields)
      await expect(page.locator(selector), `${selector} keeps what was typed`).toHaveValue(new RegExp(TYPED));
  });
}
