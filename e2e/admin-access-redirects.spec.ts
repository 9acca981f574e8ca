import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

test('a signed-out visitor opening an admin page is sent to /auth', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member opening an admin page lands on /dashboard, and sees only the modules of the role', async ({ page }) => {
  await signInThroughForm(page, 'member@example.com');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Standard member access with limited editing')).toBeVisible();
  await expect(page.getByText(/You have limited access/)).toBeVisible();
  const cards = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'User Management' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'News Management' })).toHaveCount(1);

  await page.goto('/admin/archive');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Teams allow members to view: the admin frame opens with the limited-access notice.
  await page.goto('/admin/teams');
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  await expect(page.getByText(/You have limited access/)).toBeVisible();
});
