import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

const statement = readFileSync(join(process.cwd(), 'apps/server/src/modules/finance/fixtures/mib-november.csv'));

test('the treasurer imports the bank statement on a phone: new lines once, identical same-day lines kept', async ({
  page,
  request,
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

  // A donor (signed out) paid by transfer with the reference: the line names it, one click confirms it, and it
  // can be undone.
  const [type] = await (await request.get('/api/contributions/types')).json();
  const { paymentReference } = await (await request.post('/api/contributions/reference')).json();
  const donated = await request.post('/api/contributions', {
    multipart: {
      typeId: type.id,
      amount: '350',
      contributorName: 'Hawwa Shareef',
      contributorEmail: `hawwa.${Date.now()}@club.test`,
      paymentReference,
      slip: { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(donated.status()).toBe(201);
  const later = [
    'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
    `20/11/2026,20/11/2026,FAVARA,,Donation ${paymentReference.toLowerCase()} HAWWA,350.00,"5,100.00"`,
  ].join('\n');
  await importForm
    .getByLabel(/Statement file/)
    .setInputFiles({ name: 'mib-later.csv', mimeType: 'text/csv', buffer: Buffer.from(later) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toHaveText(
    '1 new lines, 0 already on file, 1 naming a payment reference, 0 gaps in the running balance.',
  );
  const line = table.getByRole('row').filter({ hasText: paymentReference });
  await expect(line).toContainText('Donation');
  await line.getByRole('button', { name: `Confirm the payment ${paymentReference}` }).click();
  await expect(page.getByText('Payment confirmed from the statement.')).toBeVisible();
  await expect(line.getByText('Confirmed from the statement')).toBeVisible();
  await line.getByRole('button', { name: `Undo the match of ${paymentReference}` }).click();
  await page.getByLabel('Reason').fill('Wrong donor');
  await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Match undone.')).toBeVisible();
  // Undone, the donation waits again: the same line confirms it once more.
  await line.getByRole('button', { name: `Confirm the payment ${paymentReference}` }).click();
  await expect(line.getByText('Confirmed from the statement')).toBeVisible();
  await expectAccessible(page, 'the bank statement with a matched line');

  // A donor who wrote no reference: the line suggests the donation of the same amount by the same name.
  const ibrahim = `ibrahim.${Date.now()}@club.test`;
  const walkIn = await request.post('/api/contributions', {
    multipart: {
      typeId: type.id,
      amount: '275',
      contributorName: 'Ibrahim Naseem',
      contributorEmail: ibrahim,
      paymentReference: (await (await request.post('/api/contributions/reference')).json()).paymentReference,
      slip: { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(walkIn.status()).toBe(201);
  const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
  const unreferenced = [
    'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
    `${today},${today},TRANSFER,,Transfer from IBRAHIM NASEEM,275.00,`,
  ].join('\n');
  await importForm
    .getByLabel(/Statement file/)
    .setInputFiles({ name: 'mib-today.csv', mimeType: 'text/csv', buffer: Buffer.from(unreferenced) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('1 new lines, 0 already on file, 0 naming');
  const suggested = table.getByRole('row').filter({ hasText: 'IBRAHIM NASEEM' });
  await expect(suggested).toContainText('Perhaps: Ibrahim Naseem (Donation');
  await suggested.getByRole('button', { name: 'Confirm the payment of Ibrahim Naseem' }).click();
  await expect(page.getByText('Payment confirmed from the statement.').last()).toBeVisible();
  await expect(suggested.getByText('Confirmed from the statement')).toBeVisible();

  // The referee's cheque no payment explains: posted to an account by hand.
  const cheque = table.getByRole('row').filter({ hasText: 'Referee fees' });
  await cheque.getByRole('button', { name: 'Post to an account: the line of -MVR 750.00' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account').selectOption({ label: '1500 · Sports Equipment' });
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(/^Posted as journal entry /)).toBeVisible();
  await expect(cheque.getByText('Posted by hand')).toBeVisible();

  // One transfer paying two donations: both references on the line, one click confirms both.
  const twoReferences = [] as string[];
  for (const [name, amount] of [
    ['Fathimath Nazra', '120'],
    ['Ali Nazim', '80'],
  ] as const) {
    const { paymentReference: reference } = await (await request.post('/api/contributions/reference')).json();
    const sent = await request.post('/api/contributions', {
      multipart: {
        typeId: type.id,
        amount,
        contributorName: name,
        contributorEmail: `nazra.${Date.now()}@club.test`,
        paymentReference: reference,
        slip: { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(sent.status()).toBe(201);
    twoReferences.push(reference);
  }
  const family = [
    'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
    `${today},${today},FAVARA,,NAZRA ${twoReferences.join(' ')},200.00,`,
  ].join('\n');
  await importForm
    .getByLabel(/Statement file/)
    .setInputFiles({ name: 'mib-family.csv', mimeType: 'text/csv', buffer: Buffer.from(family) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('1 naming a payment reference');
  const familyLine = table.getByRole('row').filter({ hasText: twoReferences[0] ?? '' });
  await familyLine.getByRole('button', { name: `Confirm the payments ${twoReferences.join(', ')}` }).click();
  await expect(familyLine.getByText('2 payments, one line')).toBeVisible();

  // Another bank's export, described from the screen once, then read like the others.
  await importForm.getByRole('button', { name: "Another bank's layout" }).click();
  const layout = page.getByRole('dialog');
  await layout.getByLabel('Bank and export').fill('Commercial Bank (CSV)');
  await layout.getByLabel('Columns separated by').selectOption({ label: 'Semicolon (;)' });
  await layout.getByLabel('Dates written as').selectOption('dd mmm yyyy');
  await layout.getByLabel('Posting date column').fill('Date');
  await layout.getByLabel('Description columns').fill('Narrative');
  await layout.getByRole('button', { name: 'Add the layout' }).click();
  await expect(layout.getByText('Name either the amount column, or the debit and the credit columns')).toBeVisible();
  await layout.getByLabel('Amount column (signed)').fill('Amount (MVR)');
  await layout.getByLabel('Running balance column').fill('Balance');
  await layout.getByRole('button', { name: 'Add the layout' }).click();
  await expect(layout).toBeHidden();
  await expect(importForm.getByLabel('Bank and format')).toHaveValue(/.+/);
  await expect(importForm.getByLabel('Bank and format').locator('option:checked')).toHaveText('Commercial Bank (CSV)');
  const commercial = 'Date;Narrative;Amount (MVR);Balance\n05 Nov 2026;Hall rent from SCOUTS;"1,500.00";"6,500.00"\n';
  await importForm
    .getByLabel(/Statement file/)
    .setInputFiles({ name: 'commercial.csv', mimeType: 'text/csv', buffer: Buffer.from(commercial) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('1 new lines, 0 already on file');
  await expect(table.getByRole('row').filter({ hasText: 'Hall rent from SCOUTS' })).toContainText('MVR 1,500.00');
  await importForm.getByLabel('Bank and format').selectOption({ label: 'Maldives Islamic Bank (CSV)' });

  // The donor whose line was confirmed gets the receipt.
  await mailTo(ibrahim, 'Thank you for your contribution!');

  // A membership form sent from the public site carries its payment reference: the line naming it records the fee.
  const { submissionKey } = await (await request.get('/api/registrations/membership/form-number')).json();
  const applied = await request.post('/api/registrations/membership', {
    multipart: {
      fullName: 'Aishath Rasheeda',
      permanentAddress: 'Maafannu, Male',
      idCardNumber: `A${String(Date.now()).slice(-6)}`,
      dateOfBirth: '1990-01-01',
      atollIsland: 'K. Male',
      mobileNumber: '+960 777-1234',
      otherClubMember: 'false',
      submissionKey,
      idCard: { name: 'card.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(applied.status()).toBe(201);
  const form = await applied.json();
  const fee = form.fees[0]?.amount ?? '500.00';
  const membershipLine = [
    'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
    `${today},${today},FAVARA,${form.paymentReference},Membership AISHATH,${fee},`,
  ].join('\n');
  await importForm
    .getByLabel(/Statement file/)
    .setInputFiles({ name: 'mib-fee.csv', mimeType: 'text/csv', buffer: Buffer.from(membershipLine) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('1 naming a payment reference');
  const feeLine = table.getByRole('row').filter({ hasText: form.paymentReference });
  await expect(feeLine).toContainText('Registration fee');
  await feeLine.getByRole('button', { name: `Confirm the payment ${form.paymentReference}` }).click();
  await expect(feeLine.getByText('Confirmed from the statement')).toBeVisible();

  // The reconciliation beside the statement: the books, the statement, and what tells them apart.
  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  await expect(reconciliation.getByText('Difference (books less statement)')).toBeVisible();
  await expect(reconciliation.getByText('On the statement, not in the books')).toBeVisible();
  // What the account held before its first line: the opening balance, from the day the statement starts.
  await reconciliation.getByRole('button', { name: 'Set the opening balance' }).click();
  const opening = page.getByRole('dialog');
  await opening.getByLabel('Balance (MVR)').fill('5,000');
  await opening.getByRole('button', { name: 'Save the opening balance' }).click();
  await expect(opening.getByText('Enter an amount such as 10000 or -250.50')).toBeVisible();
  await opening.getByLabel('Balance (MVR)').fill('5000');
  await opening.getByRole('button', { name: 'Save the opening balance' }).click();
  await expect(page.getByText('Opening balance saved.')).toBeVisible();
  await expect(reconciliation.getByText(/^Opening balance on .+: MVR 5,000\.00$/)).toBeVisible();
  await expectAccessible(page, 'the statement with its reconciliation');

  // The member's statement, once the application is accepted: the fee paid from the statement, and its PDF.
  const [application] = (
    await (await page.request.get('/api/admin/registrations/membership?search=Aishath%20Rasheeda')).json()
  ).items;
  expect(
    (
      await page.request.post(`/api/admin/members/applications/${application.id}/accept`, { data: { plan: 'regular' } })
    ).status(),
  ).toBe(200);
  await page.goto('/admin/members');
  await page.getByRole('searchbox').fill('Aishath');
  await page.getByRole('link', { name: 'Statement of Aishath Rasheeda' }).click();
  await expect(page.getByRole('heading', { name: 'Member statement' })).toBeVisible();
  const statementTable = page.getByRole('table', { name: 'Member statement' });
  await expect(statementTable).toContainText(form.paymentReference);
  await expectAccessible(page, "a member's statement at phone width");
  const statementPdf = await page.request.get(
    (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
  );
  expect(statementPdf.headers()['content-type']).toBe('application/pdf');

  // The AGM pack of this year, one PDF.
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Reports & Analytics' }).click();
  const pack = page.getByRole('link', { name: /^Download the AGM pack / });
  const agm = await page.request.get((await pack.getAttribute('href')) ?? '');
  expect(agm.headers()['content-type']).toBe('application/pdf');
  expect((await agm.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
