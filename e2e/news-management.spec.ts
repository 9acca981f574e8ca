import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

test('staff publish a news article; a member may add articles but not edit or delete them', async ({ browser }) => {
  const title = `Training schedule for Ramazan ${Date.now()}`;
  const admin = await browser.newPage();
  await signInThroughForm(admin, 'admin@example.com');
  await admin.goto('/admin/news');
  await admin.getByRole('button', { name: 'Add Article' }).click();
  // The spec's rules: title and content required, publish date when published.
  await admin.getByRole('button', { name: 'Create Article' }).click();
  await expect(admin.getByText('Title is required')).toBeVisible();
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Content (HTML)').fill('<p>Sessions move to 9 PM after iftar.</p><script>alert(1)</script>');
  await admin.getByLabel('Published').check();
  await admin.getByRole('button', { name: 'Create Article' }).click();
  await expect(admin.getByText('News article created successfully')).toBeVisible();
  const row = admin.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  const member = await browser.newPage();
  await signInThroughForm(member, 'member@example.com');
  await member.goto('/admin/news');
  await expect(member.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Add Article' })).toBeVisible();
  await expect(member.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  await expect(member.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(admin.getByRole('alertdialog')).toContainText('This action cannot be undone.');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('News article deleted successfully')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  // The member's open list follows without a reload (live updates).
  await expect(member.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
