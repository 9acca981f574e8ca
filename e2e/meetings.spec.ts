import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { E2E_PORT } from './support/env';
import { mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

const origin = { origin: `http://localhost:${E2E_PORT}` };

async function personId(request: APIRequestContext, search: string) {
  const people = await (await request.get(`/api/admin/meetings/people?search=${encodeURIComponent(search)}`)).json();
  return people[0].userId as string;
}

/** An earlier meeting with this number, approved, with one item discussed: what Load Previous finds. */
async function previousMeeting(executive: Page, admin: Page, number: string) {
  const attendee = await personId(executive.request, 'member@example.com');
  const requested = await executive.request.post('/api/admin/meetings/requests', {
    headers: origin,
    data: {
      meetingType: 'ExCom',
      meetingLocation: 'Club house',
      requestedDate: '2026-10-01T19:00:00+05:00',
      attendees: [attendee],
      meetingNumber: number,
      reasons: ['Monthly review'],
    },
  });
  expect(requested.status()).toBe(201);
  const approved = await admin.request.post(`/api/admin/meetings/requests/${(await requested.json()).id}/approve`, {
    headers: origin,
  });
  const minutesId = (await approved.json()).minutesId;
  const discussion = await executive.request.post(`/api/admin/meetings/minutes/${minutesId}/discussions`, {
    headers: origin,
    data: { details: `Repaint the goal posts ${number}` },
  });
  expect(discussion.status()).toBe(201);
}

test('an executive requests a meeting, an admin approves it, the minutes are written, carried over, approved and printed', async ({
  page,
  browser,
}) => {
  const number = `E${Date.now() % 1_000_000}`;
  const location = `Club house ${number}`;
  await signInThroughForm(page, 'executive@example.com');
  const adminPage = await browser.newPage();
  await signInThroughForm(adminPage, 'admin@example.com');
  await previousMeeting(page, adminPage, number);

  await page.goto('/admin/meetings');
  await expect(page.getByRole('heading', { name: 'Meeting Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approve Requests' })).toHaveCount(0);
  await expectAccessible(page, 'the meetings screen');
  await page.getByRole('button', { name: 'Request New Meeting' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Meeting Type').selectOption('ExCom');
  await dialog.getByLabel('Meeting Number (optional)').fill(number);
  await dialog.getByLabel('Location').fill(location);
  await dialog.getByLabel('Date and Time').fill('2026-12-15T18:30');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Please select at least one attendee')).toBeVisible();
  await expectAccessible(page, 'the request dialog with its errors');
  await expect(dialog.getByText('Please add at least one reason for the meeting')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove reason 1' })).toBeDisabled();
  await dialog.getByLabel(/^Attendees/).fill('Ibrahim');
  await dialog.getByRole('checkbox', { name: /Ibrahim Naseem/ }).check();
  await expect(dialog.getByRole('list', { name: 'Selected attendees' })).toContainText('Ibrahim Naseem');
  await dialog.getByRole('textbox', { name: 'Reason 1' }).fill('Budget for the futsal league');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Meeting request submitted successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'My Requests' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: location });
  await expect(mine).toContainText('Pending');
  await expect(mine.getByRole('list', { name: 'Attendees' })).toContainText('Ibrahim Naseem');

  await adminPage.goto('/admin/meetings');
  await adminPage.getByRole('tab', { name: 'Approve Requests' }).click();
  const pending = adminPage.getByRole('listitem').filter({ hasText: location });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Meeting request approved successfully')).toBeVisible();
  // The executive's open list hears the decision.
  await expect(mine).toContainText('Approved');

  const invitation = await mailTo('member@example.com', location);
  expect(invitation).toMatch(/Content-Type: text\/calendar/);
  expect(invitation).toContain('filename=meeting.ics');

  await page.getByRole('tab', { name: 'Meeting Minutes' }).click();
  const card = page.getByRole('listitem').filter({ hasText: location }).first();
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('button', { name: 'Load Previous' })).toBeEnabled();
  await form.getByLabel('Meeting Number').fill('');
  await expect(form.getByRole('button', { name: 'Load Previous' })).toBeDisabled();
  await form.getByLabel('Meeting Number').fill(number);
  await form.getByRole('button', { name: 'Load Previous' }).click();
  await expect(page.getByText('Loaded 1 discussion(s) from previous meeting')).toBeVisible();
  await form.getByLabel('Minutes', { exact: true }).fill('The committee agreed to enter the futsal league.');
  await form.getByRole('button', { name: 'Save Minutes' }).click();
  await expect(page.getByText('Meeting minutes updated successfully')).toBeVisible();
  await expect(card).toContainText(`Repaint the goal posts ${number}`);
  await expect(card).toContainText('Prepared by');
  await expect(card).toContainText('Mariyam Shaheeda');

  await card.getByRole('button', { name: 'Add Discussion' }).click();
  const discussion = page.getByRole('dialog');
  await discussion.getByLabel('Details').fill('Order new futsal balls');
  await discussion.getByLabel('Status').selectOption('in_progress');
  await discussion.getByRole('button', { name: 'Add Discussion' }).click();
  await expect(page.getByText('Discussion added successfully')).toBeVisible();
  await expect(card).toContainText('Order new futsal balls');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await adminPage.getByRole('tab', { name: 'Meeting Minutes' }).click();
  const adminCard = adminPage.getByRole('listitem').filter({ hasText: location }).first();
  await adminCard.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Meeting minutes approved successfully')).toBeVisible();
  await expect(card).toContainText('Approved by Ahmed Rasheed');

  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog')).toContainText('Minutes of Meeting');
  await expect(page.getByRole('dialog')).toContainText('Ahmed Rasheed');
  await expectAccessible(page, 'the minutes preview');
  await page.keyboard.press('Escape');
  // Focus goes back to the button that opened the dialog.
  await expect(card.getByRole('button', { name: 'Preview' })).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'PDF Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('meeting-minutes-2026-12-15.pdf');
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Meeting minutes report generated successfully')).toBeVisible();
});
