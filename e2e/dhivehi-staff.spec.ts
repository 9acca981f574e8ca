import { expect, test } from '@playwright/test';
import { DESKTOP, dhivehiBrowser, expectDhivehiLayout, PHONE } from './support/dhivehi';
import { E2E_DEMO_PASSWORD } from './support/env';

/** The dashboard and one screen of every staff module, as the admin sees them. */
const STAFF_SCREENS = [
  '/dashboard',
  '/admin/users',
  '/admin/user-roles',
  '/admin/role-permissions',
  '/admin/roles',
  '/admin/finance',
  '/admin/news-events',
  '/admin/meetings',
  '/admin/teams',
  '/admin/gallery',
  '/admin/sponsors',
  '/admin/executive-committee',
  '/admin/membership-registrations',
  '/admin/academy-registrations',
  '/admin/members',
  '/admin/settings',
  '/admin/archive',
  '/admin/backend',
  '/admin/ecommerce',
  '/admin/contributions',
  '/admin/messages',
];

test('the dashboard and every staff module read right to left in Dhivehi, at phone and desktop widths', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await dhivehiBrowser(browser, DESKTOP);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'admin@example.com', password: E2E_DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  for (const path of STAFF_SCREENS) {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // The screen's data has arrived: no spinner is left.
      await expect(
        page.locator('[role="status"] .animate-spin, main [role="status"]:has(svg.animate-spin)'),
      ).toHaveCount(0);
      await expectDhivehiLayout(page, `${path} at ${viewport.width}px`);
    }
  }

  // The audit log tells what happened in Dhivehi too: the areas and the sentences.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'އޮޑިޓް ލޮގް' }).click();
  await expect(page.locator('#audit-area option[value="members"]')).toHaveText('މެމްބަރުން');
  await expect(page.getByRole('listitem').filter({ hasText: 'ގައި' }).first()).toBeVisible();
  // The changed records' fields are named in Dhivehi; their values are the records' own.
  await expect(page.getByRole('rowheader').first()).toHaveText(/^[\u0780-\u07bf ()/]+$/);
  await expectDhivehiLayout(page, 'the audit log at 390px');
});
