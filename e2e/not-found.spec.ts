import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page, 'the not-found page');
  await expect(page).toHaveTitle('Page Not Found · Maldives Sports Club');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Maldives Sports Club');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maldives Sports Club');
});
