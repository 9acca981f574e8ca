import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInThroughForm } from './support/session';

const statement = readFileSync(join(process.cwd(), 'apps/server/src/modules/finance/fixtures/mib-november.csv'));

test('the treasurer imports the bank statement on a phone: new lines once, identical same-day lines kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Bank statements' }).click();
  const importForm = page.locator('form').filter({ hasText: 'Import a statement' });
  await importForm.getByLabel('Bank and format').selectOption({ label: 'Maldives Islamic Bank (CSV)' });
  const file = { name: 'mib-november.csv', mimeType: 'text/csv', buffer: statement };
  await importForm.getByLabel(/Statement file/).setInputFiles(file);
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toHaveText(
    '4 new lines, 0 already on file, 0 naming a payment reference, 0 gaps in the running balance.',
  );
  const table = page.getByRole('table', { name: "The bank account's statement lines, newest first" });
  await expect(table.getByRole('row').filter({ hasText: 'Kit fund HASSAN' })).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('-MVR 750.00');
  await expectAccessible(page, 'the bank statement at phone width');

  // The same file again adds nothing.
  await importForm.getByLabel(/Statement file/).setInputFiles(file);
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toHaveText(
    '0 new lines, 4 already on file, 0 naming a payment reference, 0 gaps in the running balance.',
  );
  await expect(table.getByRole('row')).toHaveCount(5);
});
