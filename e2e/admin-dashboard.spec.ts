import { MODULES } from '@club/shared';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

test('an admin sees every module card with its action badges and opens a module in the admin frame', async ({
  page,
}) => {
  await signInThroughForm(page, 'admin@example.com');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('Full system access with all permissions')).toBeVisible();
  await expect(page.getByText(/You have limited access/)).toHaveCount(0);

  const cards = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(cards).toHaveCount(MODULES.length);
  const finance = cards.filter({ hasText: 'Financial Management' });
  for (const action of ['View', 'Create', 'Edit', 'Delete', 'Approve']) {
    await expect(finance.getByText(action, { exact: true })).toBeVisible();
  }

  await cards.filter({ hasText: 'Role Permissions' }).click();
  await expect(page).toHaveURL(/\/admin\/role-permissions$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByText('Dashboard')).toBeVisible();
  await expect(page.getByText('Ahmed Rasheed')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});
