import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInThroughForm } from './support/session';

test('an administrator backs up from the backend screen and proves the archive restores', async ({ page }) => {
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/backend');
  await page.getByRole('tab', { name: 'Backups' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Backups' });
  await expect(panel.getByText('No backup has been made yet.').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Run restore drill' })).toBeDisabled();
  await expectAccessible(page, 'the backups panel before any backup');

  await panel.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Backup started')).toBeVisible();
  const lastBackup = panel.getByRole('region', { name: 'Last backup' });
  await expect(lastBackup.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(lastBackup.getByText(/rows in \d+ tables; \d+ files\./)).toBeVisible();
  await expect(panel.getByText(/^club-backup-.*\.clubbackup$/).first()).toBeVisible();
  await expect(panel.getByText('Archives kept (1)')).toBeVisible();

  await panel.getByRole('button', { name: 'Run restore drill' }).click();
  await expect(page.getByText('Restore drill started')).toBeVisible();
  const lastDrill = panel.getByRole('region', { name: 'Last restore drill' });
  await expect(lastDrill.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(lastDrill.getByText(/The ledger balances/)).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'the backups panel after a backup and a drill');
});

test('an executive cannot start a backup', async ({ page }) => {
  await signInThroughForm(page, 'executive@example.com');
  const started = await page.request.post('/api/admin/backend/backups', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(started.status()).toBe(403);
});
