import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

test('an executive records an expense in the journal, balanced before it can be sent; the reports and the CSV show it', async ({
  page,
}) => {
  const stamp = Date.now();
  await signInThroughForm(page, 'executive@example.com');

  await page.goto('/admin/finance');
  await expect(page.getByRole('heading', { name: 'Financial Management' })).toBeVisible();
  const expenses = page.getByText('Total Expenses').locator('..');
  const expensesBefore = await expenses.textContent();

  await page.getByRole('button', { name: 'New Journal Entry' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reference').fill(`INV-${stamp}`);
  await dialog.getByLabel('Description').fill(`Match balls ${stamp}`);
  await dialog.getByLabel('Line 1 account').selectOption({ label: '5200 · Equipment and Kit' });
  await dialog.getByLabel('Line 1 debit').fill('250');
  await dialog.getByLabel('Line 2 account').selectOption({ label: '1000 · Cash on Hand' });
  await dialog.getByLabel('Line 2 credit').fill('200');
  await expect(dialog.getByRole('status')).toHaveText(
    'Journal entry is not balanced. Debits: MVR 250.00, Credits: MVR 200.00',
  );
  await expect(dialog.getByRole('button', { name: 'Create Entry' })).toBeDisabled();
  await dialog.getByLabel('Line 2 credit').fill('250.00');
  await expect(dialog.getByRole('status')).toHaveText('Balanced: MVR 250.00');
  await dialog.getByRole('button', { name: 'Create Entry' }).click();
  await expect(page.getByText('Journal entry created successfully')).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: `Match balls ${stamp}` });
  await expect(entry).toContainText(/JE-\d{6}/);
  await expect(expenses).not.toHaveText(expensesBefore ?? '');

  await page.getByRole('tab', { name: 'Reports & Analytics' }).click();
  await page.getByRole('tab', { name: 'Income & Expense' }).click();
  await expect(page.getByRole('row').filter({ hasText: '5200 · Equipment and Kit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Trial Balance' }).click();
  const totals = page.getByRole('row').filter({ hasText: 'Totals' });
  const [debit, credit] = await totals.locator('td').evaluateAll((cells) => cells.slice(1).map((c) => c.textContent));
  expect(debit).toBe(credit);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export All' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^financial-reports-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Equipment and Kit');
});

test('an executive records an expense as a legacy transaction; an admin approves it and it reaches the journal', async ({
  page,
  browser,
}) => {
  const description = `Ferry to Addu ${Date.now()}`;
  await signInThroughForm(page, 'executive@example.com');
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Legacy Transactions' }).click();
  await page.getByRole('button', { name: 'Record Income / Expense' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (MVR)').fill('180.75');
  await dialog.getByLabel('Account').selectOption({ label: '5300 · Travel and Transport' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save Record' }).click();
  await expect(page.getByText('Record saved: it waits for approval')).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: description });
  await expect(mine).toContainText('Pending');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const admin = await browser.newPage();
  await signInThroughForm(admin, 'admin@example.com');
  await admin.goto('/admin/finance');
  await admin.getByRole('tab', { name: 'Legacy Transactions' }).click();
  const row = admin.getByRole('row').filter({ hasText: description });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Record approved and posted to the journal')).toBeVisible();
  await expect(row).toContainText('Approved');
  // The executive's open screen hears the change and shows the posting in the journal.
  await expect(mine).toContainText('Approved');
  await page.getByRole('tab', { name: 'Journal Entries' }).click();
  const posted = page.getByRole('listitem').filter({ hasText: description });
  await expect(posted).toContainText('Legacy transaction');
  await expect(posted.getByRole('row').filter({ hasText: '5300 · Travel and Transport' })).toContainText('MVR 180.75');
});

test('an admin saves the posting accounts and closes the books through a day, then opens them again', async ({
  page,
}) => {
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Chart of Accounts' }).click();
  await expect(page.getByLabel('Shop sales', { exact: true })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Save Posting Accounts' }).click();
  await expect(page.getByText('Posting accounts saved successfully')).toBeVisible();

  // A day long past: the other journeys' entries, dated this year, stay open.
  const closing = page.getByLabel('Books closed through');
  await closing.fill('2020-12-31');
  await page.getByRole('button', { name: 'Save Closing Date' }).click();
  await expect(page.getByText('The books are closed through 2020-12-31', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Chart of Accounts' }).click();
  await expect(page.getByLabel('Books closed through')).toHaveValue('2020-12-31');
  await page.getByLabel('Books closed through').fill('');
  await page.getByRole('button', { name: 'Save Closing Date' }).click();
  await expect(page.getByText('The books are open', { exact: true })).toBeVisible();
});
