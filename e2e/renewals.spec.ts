import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { linkFromOutbox, mailTo } from './support/mail';
import { paidMember } from './support/members';
import { signInThroughForm } from './support/session';

test('a member renews from the reminder in three taps; staff see the slip and confirm; the member is active for the new season', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `ibrahim.renews.${stamp}@club.test`;
  const password = 'harbour-lights-2026';
  const name = `Ibrahim Renews ${stamp}`;
  // An account that applied signed in, accepted and paid (through the API, as the members journey does on screen).
  expect((await page.request.post('/api/auth/sign-up', { data: { fullName: name, email, password } })).status()).toBe(
    201,
  );
  const token = new URL(await linkFromOutbox(email, '/auth/confirm')).searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);
  const member = await browser.newPage();
  await member.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(member, email, password);
  await signInThroughForm(page, 'admin@example.com');
  await paidMember(member, page, { name, idCardNumber: `A${String(stamp).slice(-6)}R`, plan: 'student' });

  // Staff send the reminder; its link opens the renewal page.
  await page.goto('/admin/members');
  await page.getByLabel('Search members').fill(name);
  await page.getByRole('button', { name: `Remind ${name} to renew` }).click();
  await expect(page.getByText('Reminder sent.')).toBeVisible();
  const mail = await mailTo(email, '/renew');
  const link = new URL(/https?:\/\/\S+\/renew/.exec(mail)?.[0] ?? '');

  // Tap 1: the link. The plan is already the member's and the reference is issued.
  await member.goto(link.pathname);
  await expect(member.getByRole('heading', { name: 'Renew my membership' })).toBeVisible();
  await expect(member.getByRole('radio', { name: /Student/ })).toBeChecked();
  await expect(member.getByText(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/)).toBeVisible();
  await expectAccessible(member, 'the renewal page at phone width');
  // Tap 2: the slip. Tap 3: send.
  await member.getByLabel('Transfer slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await member.getByRole('button', { name: 'Send my renewal' }).click();
  await expect(member.getByRole('heading', { name: 'Your renewal is sent' })).toBeVisible();

  // Staff see it waiting with its slip, and confirm it.
  await page.reload();
  const waiting = page.getByRole('region', { name: /renewals? to confirm/ });
  const renewal = waiting.getByRole('listitem').filter({ hasText: name });
  const slip = await page.request.get(
    (await renewal.getByRole('link', { name: 'View slip' }).getAttribute('href')) ?? '',
  );
  expect(slip.headers()['content-type']).toBe('image/png');
  await expectAccessible(page, 'the members page with a renewal to confirm');
  await renewal.getByRole('button', { name: `Confirm the renewal of ${name}` }).click();
  await expect(page.getByText('Renewal confirmed.')).toBeVisible();
  await expect(waiting.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await mailTo(email, 'your membership is renewed');

  // The member's dashboard shows the new season active, with both receipts; the card is valid for it.
  await member.goto('/dashboard');
  const mine = member.getByRole('region', { name: 'My membership' });
  await expect(mine.getByText('Active')).toBeVisible();
  await expect(mine.getByRole('link', { name: /RCPT-\d{4}-\d{5}/ })).toHaveCount(2);
  await mine.getByRole('link', { name: 'Show my member card' }).click();
  await expect(member.getByText('Valid', { exact: true })).toBeVisible();

  // The money bounced: a finance approver opens the renewal's receipt from the list and voids the fee.
  await page.goto('/admin/members');
  await page.getByLabel('Season', { exact: true }).selectOption({ index: 0 });
  await page.getByLabel('Search members').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active')).toBeVisible();
  const receiptLink = row.getByRole('link', { name: /RCPT-\d{4}-\d{5}/ });
  const receipt = await page.request.get((await receiptLink.getAttribute('href')) ?? '');
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  await row.getByRole('button', { name: new RegExp(`^Void RCPT-\\d{4}-\\d{5} of ${name}$`) }).click();
  await page.getByRole('button', { name: 'Void the fee' }).click();
  await expect(page.getByRole('dialog').getByText('Give the reason for the void')).toBeVisible();
  await page.getByLabel('Reason for voiding').fill('The transfer bounced');
  await page.getByRole('button', { name: 'Void the fee' }).click();
  await expect(page.getByText('Payment voided: the membership is pending payment again.')).toBeVisible();
  await expect(row.getByText('Pending payment')).toBeVisible();
});
