import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu opens at 390 px and leads to the pages', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expectAccessible(page, 'the home page at 390 px with the menu open');
  for (const label of [
    'Home',
    'Teams & Sports',
    'Shop',
    'Contributions',
    'Membership',
    'News & Events',
    'Gallery',
    'Contact',
    'About',
    'Executive Committee',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'About Maldives Sports Club' })).toBeVisible();
});
