import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

test('a guest is asked to log in; a member buys a jersey in size M with a slip; staff confirm and ship it; the member sees it live', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Club Shop' })).toBeVisible();
  await expectAccessible(page, 'the shop');
  await page.getByRole('button', { name: 'Add to Cart: Home Jersey 2026' }).click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, 'member@example.com');
  await page.goto('/shop');
  await page.getByLabel('Search products').fill('Home Jersey');
  const card = page.getByRole('listitem').filter({ hasText: 'Home Jersey 2026' });
  await card.getByLabel('Size of Home Jersey 2026').selectOption({ label: 'Size: M' });
  await card.getByRole('button', { name: 'Add to Cart: Home Jersey 2026' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Cart summary' })).toContainText('1 item');
  await page.getByRole('link', { name: 'View Cart' }).click();

  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'One more Home Jersey 2026 (Size: M)' }).click();
  await expect(page.getByText('Cart updated')).toBeVisible();
  // 2 x 450 = 900: tax 54, free shipping above 500.
  await expect(page.getByText('MVR 954.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please fill in all shipping address fields').first()).toBeVisible();
  await expectAccessible(page, 'the cart with its errors');
  await page.getByLabel('Full Name').fill('Ibrahim Naseem');
  await page.getByLabel('Address').fill('Lot 10245, Nirolhu Magu');
  await page.getByLabel('City / Island').fill('Hulhumale');
  await page.getByLabel('Phone').fill('+960 747-3390');
  // Only the slip missing: the toast and the field say so.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please upload your bank transfer slip')).toHaveCount(2);
  const slip = testInfo.outputPath('slip.png');
  await writeFile(slip, PNG);
  await page.getByLabel('Bank Transfer Slip (image or PDF)').setInputFiles(slip);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const orderNumber = heading?.replace('Order ', '') ?? '';
  expect(orderNumber).toMatch(/^ORD-\d{4}-\d{5}$/);
  await expect(page.getByText('Payment Pending')).toBeVisible();
  await expectAccessible(page, 'the order page');

  const staff = await browser.newPage();
  await signInThroughForm(staff, 'executive@example.com');
  await staff.goto('/admin/ecommerce');
  // The spec's trail for this screen: Admin > E-commerce, Admin leading to the dashboard.
  const trail = staff.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Admin', 'E-commerce']);
  await expect(trail.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard');
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await staff.getByLabel(`Payment of ${orderNumber}`).selectOption('confirmed');
  await expect(staff.getByText('Payment status updated successfully')).toBeVisible();
  await staff.getByLabel(`Status of ${orderNumber}`).selectOption('shipped');
  await expect(staff.getByText('Order status updated successfully')).toBeVisible();

  // The member's open order page hears the change.
  await expect(page.getByText('Payment Confirmed')).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
  await mailTo('member@example.com', `order ${orderNumber} received`);
  // The confirmed payment's numbered receipt, with its PDF.
  const receipt = await mailTo('member@example.com', `for your order ${orderNumber}`);
  expect(receipt).toMatch(/Your receipt SHP-\d{4}-\d{5} is attached/);
  expect(receipt).toMatch(/Content-Type: application\/pdf; name=receipt-SHP-\d{4}-\d{5}\.pdf/);
  await mailTo('member@example.com', 'is now shipped');

  await expectAccessible(staff, 'the orders tab');
  await staff.getByRole('tab', { name: 'Analytics' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: 'Home Jersey 2026' })).toContainText('2 sold');
  await staff.getByRole('tab', { name: 'Inventory' }).click();
  await expect(staff.getByText('Training Ball (size 5)')).toBeVisible();
});
