import { MODULES } from '@club/shared';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

/** Every staff screen and the signed-in pages, opened by someone who may not use them. */
const STAFF_PATHS = [...MODULES.map((module) => module.path), '/dashboard', '/profile'];

/** API answers of 401 or 403 while the pages load (the screens must send people away before asking). */
function refusedRequests(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/me' && [401, 403].includes(response.status())) {
      refused.push(`${response.status()} ${url.pathname} (${page.url()})`);
    }
  });
  return refused;
}

test('a signed-out visitor opening an admin page is sent to /auth', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member opening an admin page lands on /dashboard, and sees only the modules of the role', async ({ page }) => {
  await signInThroughForm(page, 'member@example.com');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Standard member access with limited editing')).toBeVisible();
  // A paid member is never told to "upgrade" their membership.
  await expect(page.getByText(/You have limited access/)).toHaveCount(0);
  const cards = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'User Management' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'News Management' })).toHaveCount(1);

  await page.goto('/admin/archive');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Teams allow members to view: the admin frame opens, with no notice to upgrade.
  await page.goto('/admin/teams');
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  await expect(page.getByText(/You have limited access/)).toHaveCount(0);
});

test('staff screens send visitors and members away before asking the API for anything', async ({ page }) => {
  test.setTimeout(90_000);
  const refused = refusedRequests(page);
  for (const path of STAFF_PATHS.filter((p) => p !== '/dashboard')) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
  await signInThroughForm(page, 'member@example.com');
  for (const path of STAFF_PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
});
