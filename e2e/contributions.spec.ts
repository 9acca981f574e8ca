import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

test('a visitor donates with a slip; staff confirm it; the open page shows the new total, the receipt is emailed, the ledger has it', async ({
  page,
  browser,
}, testInfo) => {
  const email = `donor.${Date.now()}@club.test`;
  await page.goto('/contributions');
  await expect(page.getByRole('heading', { name: 'Support Our Club' })).toBeVisible();
  const total = page.getByText('Total Raised').locator('..');
  await expectAccessible(page, 'the contributions page');
  // Other journeys may confirm donations meanwhile: this one's 320 is what is looked for in the total.
  const raised = async () => Number(((await total.textContent()) ?? '').replace(/[^0-9.]/g, ''));
  const raisedBefore = await raised();

  await page.getByRole('button', { name: 'Contribute to Equipment Fund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (MVR)')).toHaveValue('250.00');
  await dialog.getByLabel('Amount (MVR)').fill('0');
  await dialog.getByRole('button', { name: 'Contribute' }).click();
  await expect(page.getByText('Please enter a valid amount').first()).toBeVisible();
  await dialog.getByLabel('Amount (MVR)').fill('320');
  await dialog.getByLabel('Your Name', { exact: true }).fill('Aminath Shifa');
  await dialog.getByLabel('Your Email', { exact: true }).fill(email);
  const referencePattern = /^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/;
  await expect(dialog.getByText(referencePattern)).toBeVisible();
  const reference = (await dialog.getByText(referencePattern).textContent()) ?? '';
  const slipPath = testInfo.outputPath('slip.png');
  await writeFile(slipPath, PNG);
  await dialog.getByLabel('Transfer Slip (image or PDF)').setInputFiles(slipPath);
  await dialog.getByRole('button', { name: 'Contribute' }).click();
  await expect(page.getByText('Thank you for your contribution!').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: reference })).toBeVisible();
  // Sent, not yet seen on the club's account: not counted.
  expect((await raised()) - raisedBefore).not.toBe(320);

  const staff = await browser.newPage();
  await signInThroughForm(staff, 'executive@example.com');
  await staff.goto('/admin/contributions');
  await expect(staff.getByRole('heading', { name: 'Contribution Management' })).toBeVisible();
  const trail = staff.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Admin', 'Contributions']);
  await expect(trail.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(staff, 'the contributions staff screen');
  await staff.getByRole('button', { name: `Confirm ${reference}` }).click();
  await expect(staff.getByText('Contribution confirmed: receipt emailed to the donor')).toBeVisible();

  // The visitor's open page hears the confirmation and shows the new total without a reload.
  await expect.poll(async () => (await raised()) - raisedBefore).toBeGreaterThanOrEqual(320);
  await expect(
    page.getByRole('region', { name: 'Recent Contributions' }).getByText('Aminath Shifa').first(),
  ).toBeVisible();

  const mail = await mailTo(email, 'Thank you for your contribution!');
  expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-CON-\d{4}-\d{5}\.pdf/);

  await staff.goto('/admin/finance');
  await expect(staff.getByRole('listitem').filter({ hasText: `Contribution ${reference}` })).toBeVisible();
});
