import { readFile, writeFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { E2E_PORT } from './support/env';
import { linkFromOutbox } from './support/mail';
import { signInThroughForm } from './support/session';

const origin = { origin: `http://localhost:${E2E_PORT}` };
/** A small but real PDF, large enough for the progress bar to show. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'),
  Buffer.alloc(2 * 1024 * 1024, 0x20),
  Buffer.from('\ntrailer<<>>\n%%EOF\n'),
]);

/** A second executive, invited by the admin (through the API), signed in on a page of their own. */
async function anotherExecutive(browser: Browser, stamp: number) {
  const admin = await browser.newPage();
  await signInThroughForm(admin, 'admin@example.com');
  const roles = await (await admin.request.get('/api/roles')).json();
  const executive = roles.find((role: { name: string }) => role.name === 'executive');
  const email = `aishath.${stamp}@club.test`;
  const created = await admin.request.post('/api/users', {
    headers: origin,
    data: { fullName: 'Aishath Rasheeda', email, roleId: executive.id },
  });
  expect(created.status()).toBe(201);
  const page = await browser.newPage();
  const invitation = new URL(await linkFromOutbox(email, '/auth/reset-password'));
  await page.goto(invitation.pathname + invitation.search);
  await page.getByLabel('New password').fill('archive-lagoon-reef-2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughForm(page, email, 'archive-lagoon-reef-2026');
  return { admin, page };
}

test('an executive shares a folder with a member, who downloads its PDF from the dashboard; others never see it', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now();
  const folderName = `AGM ${stamp}`;
  await signInThroughForm(page, 'executive@example.com');
  await page.goto('/admin/archive');
  await expect(page.getByText('Select a folder to view its details')).toBeVisible();

  await page.getByRole('button', { name: 'Create Folder' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create.getByText('Folder name is required')).toBeVisible();
  await create.getByLabel('Folder Name').fill(folderName);
  await create.getByLabel('Description').fill('Papers for the annual general meeting');
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(page.getByText('Folder created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: folderName })).toBeVisible();
  await expect(page.getByText('No documents uploaded')).toBeVisible();
  await expectAccessible(page, 'the archive screen');

  await page.getByRole('button', { name: 'Grant Access' }).click();
  const grant = page.getByRole('dialog');
  await grant.getByLabel('User', { exact: true }).fill('member@example.com');
  await grant.getByLabel('User to grant access to').selectOption({ label: 'Ibrahim Naseem (member@example.com)' });
  await expect(grant.getByLabel('Permission Level')).toHaveValue('read');
  await grant.getByRole('button', { name: 'Grant Access' }).click();
  await expect(page.getByText('Permission granted successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'member@example.com' })).toContainText('Read');

  const pdfPath = testInfo.outputPath('agenda.pdf');
  await writeFile(pdfPath, PDF);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog');
  await upload.getByLabel('File').setInputFiles(pdfPath);
  await upload.getByLabel('Description').fill('Agenda of the AGM');
  // An island connection (4 Mbit/s up): the 2 MB upload takes seconds, not the few milliseconds of
  // localhost, so its progress can be seen, as the club's people see it.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 500_000,
  });
  await upload.getByRole('button', { name: 'Upload Document' }).click();
  await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible({ timeout: 15_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'agenda.pdf' })).toContainText('2 MB');

  const member = await browser.newPage();
  await signInThroughForm(member, 'member@example.com');
  await member.goto('/dashboard');
  const shared = member.getByRole('region', { name: 'Shared Documents' });
  await shared.getByRole('button', { name: new RegExp(folderName) }).click();
  await expectAccessible(member, 'the dashboard with shared documents');
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    shared.getByRole('link', { name: 'Download agenda.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('agenda.pdf');
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await member.goto('/admin/archive');
  await expect(member).toHaveURL(/\/dashboard$/);

  const { admin, page: other } = await anotherExecutive(browser, stamp);
  await other.goto('/admin/archive');
  await expect(other.getByRole('heading', { name: 'Archive Management' })).toBeVisible();
  await expect(other.getByText('No folders created yet')).toBeVisible();
  await expect(other.getByText(folderName)).toHaveCount(0);

  // The admin's backend screen counts the new document among the stored files.
  await admin.goto('/admin/backend');
  await expect(admin.getByRole('heading', { name: 'Backend Management' })).toBeVisible();
  await expect(admin.getByText('PGlite (embedded)')).toBeVisible();
  await expectAccessible(admin, 'the backend screen');
  const archiveRow = admin.getByRole('row', { name: /archive-documents \(private\)/ });
  await expect(archiveRow).toContainText(/[1-9]\d* files? · 2\.0 MB/);
});
