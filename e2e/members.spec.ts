import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { OFFLINE_APP } from './support/env';
import { PNG } from './support/files';
import { mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

test.use(OFFLINE_APP);

test('staff accept an application on a plan, collect the fee, and find the member paid in "who has paid"; the applicant sees it on their dashboard', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const name = `Aminath Rasheed ${stamp}`;
  // Sent signed in: the member it becomes is linked to that account.
  const applicant = await browser.newPage();
  await signInThroughForm(applicant, 'guest@example.com');
  const request = applicant.request;
  const { submissionKey } = await (await request.get('/api/registrations/membership/form-number')).json();
  const applied = await request.post('/api/registrations/membership', {
    multipart: {
      fullName: name,
      permanentAddress: 'Maradhoo, Addu City',
      idCardNumber: `A${String(stamp).slice(-6)}`,
      dateOfBirth: '1994-04-12',
      atollIsland: 'S. Hithadhoo',
      mobileNumber: '+960 799-4455',
      otherClubMember: 'false',
      submissionKey,
      idCard: { name: 'id-card.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(applied.status()).toBe(201);

  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/membership-registrations');
  await page.getByLabel('Search registrations').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Awaiting decision')).toBeVisible();
  await row.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Plan').selectOption('student');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/Application accepted\. Member number: M-\d{5}/)).toBeVisible();
  await expect(row.getByText(/Member\s*M-\d{5}/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  const memberNumber = ((await row.getByText(/M-\d{5}/).textContent()) ?? '').match(/M-\d{5}/)?.[0] ?? '';

  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByLabel('Search members').fill(name);
  const membership = page.getByRole('row').filter({ hasText: memberNumber });
  await expect(membership.getByText('Pending payment')).toBeVisible();
  await expect(membership.getByText('Student')).toBeVisible();

  // The fee is collected on the application: the membership is active (the list follows live).
  await page.goto('/admin/membership-registrations');
  await page.getByLabel('Search registrations').fill(name);
  await row.getByRole('button', { name: 'Collect Fee' }).click();
  await page.getByLabel('Amount (MVR)').fill('250');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();

  await page.goto('/admin/members');
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Search members').fill(name);
  await expect(membership.getByText('Active')).toBeVisible();
  await expect(membership.getByText('MVR 250.00')).toBeVisible();
  await expect(page.getByText('Memberships: 1')).toBeVisible();
  await expectAccessible(page, 'the members list');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(csv, 'utf8');
  expect(text).toContain(memberNumber);
  expect(text).toContain('250.00');
  expect(text.trim().split(/\r?\n/)).toHaveLength(2);

  // Staff remind the member by hand: the mail reaches their account; a second today is refused.
  await membership.getByRole('button', { name: `Remind ${name} to renew` }).click();
  await expect(page.getByText('Reminder sent.')).toBeVisible();
  await mailTo('guest@example.com', `Your membership ${memberNumber}`);
  await membership.getByRole('button', { name: `Remind ${name} to renew` }).click();
  await expect(page.getByText('This member was already reminded by hand today.')).toBeVisible();

  await applicant.goto('/dashboard');
  const mine = applicant.getByRole('region', { name: 'My membership' });
  await expect(mine.getByText(memberNumber)).toBeVisible();
  await expect(mine.getByText('Active')).toBeVisible();
  await expect(mine.getByText('Student')).toBeVisible();
  // The fee's receipt is theirs to open.
  const receipt = mine.getByRole('link', { name: /RCPT-\d{4}-\d{5}/ });
  await expect(receipt).toContainText('MVR 250.00');
  const pdf = await applicant.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(applicant, 'the dashboard with a membership');
  // The member turns renewal reminders off, and it stays so.
  const reminders = mine.getByLabel('Email me before my membership ends, so that I can renew it');
  await expect(reminders).toBeChecked();
  // Reloaded once the choice is saved (a reload racing the save reads the old choice).
  const saved = applicant.waitForResponse(
    (response) => response.url().endsWith('/api/me/membership/reminders') && response.request().method() === 'PUT',
  );
  await reminders.uncheck();
  await expect(reminders).not.toBeChecked();
  expect((await saved).ok()).toBe(true);
  await applicant.reload();
  await expect(mine.getByLabel('Email me before my membership ends, so that I can renew it')).not.toBeChecked();

  // The member's card, on their phone.
  await mine.getByRole('link', { name: 'Show my member card' }).click();
  await expect(applicant.getByRole('heading', { name: 'My member card' })).toBeVisible();
  await expect(applicant.getByRole('img', { name: `QR code of member card ${memberNumber}` })).toBeVisible();
  await expect(applicant.getByText('Valid', { exact: true })).toBeVisible();
  await expectAccessible(applicant, 'the member card');
  const { code } = await (await applicant.request.get('/api/me/card')).json();

  // A desk checks it with no network: the club's key was loaded with the screen.
  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Check a card' }).click();
  await expect(page.getByRole('heading', { name: 'Check a member card' })).toBeVisible();
  await expect(page.getByText("This device holds the club's key")).toBeVisible();
  await page.context().setOffline(true);
  await page.getByLabel('Card code').fill(code);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = page.getByRole('status').filter({ hasText: 'member card' });
  await expect(verdict).toContainText('Valid member card');
  await expect(verdict).toContainText(name);
  await page.getByLabel('Card code').fill(code.replace('|student|', '|regular|'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(verdict).toContainText('Not a valid member card');
  await page.context().setOffline(false);
  await expectAccessible(page, 'the card check');

  // The fee is voided: online again, the desk learns the card is withdrawn, and still knows it offline.
  const [paid] = (await (await applicant.request.get('/api/me/receipts')).json()) as { id: string }[];
  const voided = await page.request.post(`/api/admin/payments/${paid?.id}/void`, {
    data: { reason: 'The transfer bounced' },
  });
  expect(voided.status()).toBe(200);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('withdrawn-list-age')).toContainText('Withdrawn cards known as of');
  await page.context().setOffline(true);
  await page.getByLabel('Card code').fill(code);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Withdrawn: this card no longer holds');
  await page.context().setOffline(false);
});
