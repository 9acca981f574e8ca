import { expect, test } from '@playwright/test';
import { linkFromOutbox } from './support/mail';
import { signInThroughForm } from './support/session';

test('admin invites a user, gives a custom role news rights, then takes create away again', async ({ browser }) => {
  const stamp = Date.now();
  const email = `shifa.ahmed.${stamp}@club.test`;
  const roleName = `Media Officer ${stamp}`;
  const admin = await browser.newPage();
  await signInThroughForm(admin, 'admin@example.com');

  // Add User: the invitation arrives by email and the user chooses a password.
  await admin.goto('/admin/users');
  await admin.getByRole('button', { name: 'Add User' }).click();
  await admin.getByLabel('Full Name').fill('Shifa Ahmed');
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('button', { name: 'Create User' }).click();
  await expect(admin.getByText(/User created successfully/)).toBeVisible();
  // The edit form (loaded when first wanted) opens with the account's details.
  await admin.getByLabel('Search users').fill(email);
  await admin.getByRole('button', { name: 'Edit Shifa Ahmed' }).click();
  const editing = admin.getByRole('dialog');
  await expect(editing.getByLabel('Email')).toHaveValue(email);
  await editing.getByLabel('Phone').fill('+960 791-2345');
  await editing.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editing).toHaveCount(0);
  await admin.getByRole('button', { name: 'Edit Shifa Ahmed' }).click();
  await expect(editing.getByLabel('Phone')).toHaveValue('+960 791-2345');
  await editing.getByRole('button', { name: 'Cancel' }).click();
  const user = await browser.newPage();
  const invitation = new URL(await linkFromOutbox(email, '/auth/reset-password'));
  await user.goto(invitation.pathname + invitation.search);
  await user.getByLabel('New password').fill('media-officer-lagoon-2026');
  await user.getByRole('button', { name: 'Set new password' }).click();
  await expect(user).toHaveURL(/\/auth$/);
  await signInThroughForm(user, email, 'media-officer-lagoon-2026');

  // A custom role starts with no permissions.
  await admin.goto('/admin/roles');
  await admin.getByRole('button', { name: 'Create Role' }).click();
  await admin.getByLabel('Name', { exact: true }).fill(roleName);
  await admin.getByLabel('Display Name').fill(roleName);
  await admin.getByLabel('Description').fill('Looks after the photos and the news');
  await admin.getByRole('dialog').getByRole('button', { name: 'Create Role' }).click();
  await expect(admin.getByText('Role created successfully')).toBeVisible();
  await expect(admin.getByText(`media-officer-${stamp}`)).toBeVisible();

  await admin.goto('/admin/user-roles');
  await admin.getByLabel('Search users').fill(email);
  await admin.getByLabel('Role of Shifa Ahmed').selectOption({ label: roleName });
  await expect(admin.getByText('User role updated successfully')).toBeVisible();

  await user.goto('/dashboard');
  await expect(user.getByText('No modules available for your current role.')).toBeVisible();
  // The dashboard describes the user's own role, not the level it is based on.
  await expect(user.getByText('Looks after the photos and the news')).toBeVisible();

  // Grant news view and create: the user's open dashboard shows the card without a reload.
  await admin.goto('/admin/role-permissions');
  await admin.getByRole('tab', { name: roleName }).click();
  await admin.getByLabel(`${roleName}: News Management View`).check();
  await admin.getByLabel(`${roleName}: News Management Create`).check();
  await expect(admin.getByText('You have unsaved changes.', { exact: false })).toBeVisible();
  // Leaving with unsaved changes asks first; staying keeps them.
  await admin.getByRole('link', { name: 'Back to Users' }).click();
  const leave = admin.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('Your changes to the permission matrix are not saved.');
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveURL(/\/admin\/role-permissions$/);
  await expect(admin.getByLabel(`${roleName}: News Management Create`)).toBeChecked();
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Permission settings have been saved successfully')).toBeVisible();

  const cards = user.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'News Management' })).toHaveCount(1);
  await cards.filter({ hasText: 'News Management' }).click();
  await user.getByRole('button', { name: 'Add Article' }).click();
  await user.getByLabel('Title').fill(`Media day ${stamp}`);
  await user.getByLabel('Content (HTML)').fill('<p>Photos from the training camp.</p>');
  await user.getByRole('button', { name: 'Create Article' }).click();
  await expect(user.getByText('News article created successfully')).toBeVisible();

  // The user opens the form again; meanwhile the admin removes the create right.
  await user.getByRole('button', { name: 'Add Article' }).click();
  await user.getByLabel('Title').fill(`Refused ${stamp}`);
  await user.getByLabel('Content (HTML)').fill('<p>Too late.</p>');
  await admin.getByLabel(`${roleName}: News Management Create`).uncheck();
  // The first save's toast has gone, so the one awaited next is this save's.
  await expect(admin.getByText('Permission settings have been saved successfully')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Permission settings have been saved successfully')).toBeVisible();
  await user.getByRole('button', { name: 'Create Article' }).click();
  await expect(user.getByText('Failed to save news article')).toBeVisible();
  const direct = await user.request.post('/api/news', { data: { title: 'Direct', content: 'x' } });
  expect(direct.status()).toBe(403);
});
