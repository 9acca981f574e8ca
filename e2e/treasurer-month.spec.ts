import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { signInThroughForm } from './support/session';

/** A new account of the ledger, made through the API the chart of accounts uses. */
async function newAccount(page: Page, accountName: string, accountType: 'Asset' | 'Expense') {
  const created = await page.request.post('/api/admin/finance/accounts', {
    data: {
      accountCode: `${accountType === 'Asset' ? 18 : 58}-${Date.now().toString(36)}`,
      accountName,
      accountType,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; accountCode: string };
}

for (const [device, width] of [
  ['on a phone', 390],
  ['on a desktop', 1280],
] as const)
  test(`the treasurer's month on a second bank's export, ${device}: a reference typed glued, undone and confirmed again, a fee taken off, a pledge paid in two parts, a rule, an opening balance, reconciled to 0`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInThroughForm(page, 'admin@example.com');
    const bank = await newAccount(page, 'Second bank current account', 'Asset');
    const charges = await newAccount(page, 'Bank service charges', 'Expense');

    // A donor paid by transfer, typing the reference glued to the word before it.
    const [type] = await (await request.get('/api/contributions/types')).json();
    const { paymentReference } = await (await request.post('/api/contributions/reference')).json();
    const donated = await request.post('/api/contributions', {
      multipart: {
        typeId: type.id,
        amount: '300',
        contributorName: 'Ahmed Ali',
        contributorEmail: `ahmed.${Date.now()}@club.test`,
        paymentReference,
        slip: { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(donated.status()).toBe(201);
    const glued = `DONATION${paymentReference.replaceAll('-', '')}`;
    // A pledge of 500 paid in two transfers, a month apart.
    const pledge = (await (await request.post('/api/contributions/reference')).json()).paymentReference as string;
    const part = await request.post('/api/contributions', {
      multipart: {
        typeId: type.id,
        amount: '500',
        contributorName: 'Ibrahim Rasheed',
        contributorEmail: `ibrahim.${Date.now()}@club.test`,
        paymentReference: pledge,
        slip: { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(part.status()).toBe(201);
    // Bank of Maldives' export as shipped: its narrative column, dates written 22-Nov-2026.
    const statement = [
      'Account Number,7730000999999',
      'Posting Date,Value Date,Type,Reference,FT Reference,Counterparty,Narrative,Debit,Credit,Balance',
      '01-Oct-2026,01-Oct-2026,Service Charge,,FT26305S0001,,Monthly service charge,15.00,,"9,985.00"',
      `22-Oct-2026,22-Oct-2026,Transfer Credit,,FT26326K7QW1,AHMED ALI,IB TRF ${glued},,300.00,"10,285.00"`,
      '25-Oct-2026,25-Oct-2026,Transfer Credit,,FT26329K7QW9,HAWWA IBRAHIM,IB TRF GIFT,,295.00,"10,580.00"',
      `28-Oct-2026,28-Oct-2026,Transfer Credit,,FT26331K7QX2,IBRAHIM RASHEED,IB TRF ${pledge} PART,,200.00,"10,780.00"`,
      '31-Oct-2026,31-Oct-2026,Service Charge,,FT26334S0002,,Monthly service charge,15.00,,"10,765.00"',
    ].join('\n');

    await page.goto('/admin/finance');
    await page.getByRole('tab', { name: 'Bank statements' }).click();
    await page
      .getByLabel('Bank account', { exact: true })
      .selectOption({ label: `${bank.accountCode} · Second bank current account` });
    const importForm = page.locator('form').filter({ hasText: 'Import a statement' });
    await importForm.getByLabel('Bank and format').selectOption({ label: 'Bank of Maldives (CSV)' });
    await importForm
      .getByLabel(/Statement file/)
      .setInputFiles({ name: 'bml-october.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByRole('status')).toHaveText(
      '5 new lines, 0 already on file, 2 naming a payment reference, 0 gaps in the running balance.',
    );
    const table = page.getByRole('table', { name: "The bank account's statement lines, newest first" });
    const donation = table.getByRole('row').filter({ hasText: glued });
    await donation.getByRole('button', { name: `Confirm the payment ${paymentReference}` }).click();
    await expect(donation.getByText('Confirmed from the statement')).toBeVisible();
    // Matched to the wrong donor: undone with the reason, the donation waits again and the line confirms it again.
    await donation.getByRole('button', { name: `Undo the match of ${paymentReference}` }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Checked the wrong gift');
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Match undone.')).toBeVisible();
    await donation.getByRole('button', { name: `Confirm the payment ${paymentReference}` }).click();
    await expect(donation.getByText('Confirmed from the statement')).toBeVisible();

    // A gift of 300 that came less the bank's fee of 5, with no reference: found by the donor's name, the fee posted.
    const gift = await request.post('/api/contributions', {
      multipart: {
        typeId: type.id,
        amount: '300',
        contributorName: `Hawwa Ibrahim ${width}`,
        contributorEmail: `hawwa.${Date.now()}@club.test`,
        paymentReference: (await (await request.post('/api/contributions/reference')).json()).paymentReference,
        slip: { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(gift.status()).toBe(201);
    const hawwa = table.getByRole('row').filter({ hasText: 'HAWWA IBRAHIM' });
    await hawwa.getByRole('button', { name: 'Find the payment of the line of MVR 295.00' }).click();
    const finder = page.getByRole('dialog');
    await finder.getByRole('searchbox', { name: "Payer's name, reference or amount" }).fill(`hawwa ibrahim ${width}`);
    const found = finder.getByRole('listitem').filter({ hasText: `Hawwa Ibrahim ${width}` });
    await expect(found).toContainText('The line is MVR 5.00 short: choose above where that goes.');
    const confirmHawwa = found.getByRole('button', { name: `Confirm the payment of Hawwa Ibrahim ${width}` });
    await expect(confirmHawwa).toBeDisabled();
    await finder
      .getByLabel('Where a difference goes')
      .selectOption({ label: `${charges.accountCode} · Bank service charges` });
    await expectAccessible(page, `finding the payment a line brought, ${device}`);
    await confirmHawwa.click();
    await expect(page.getByText('Payment confirmed from the statement.').last()).toBeVisible();
    await expect(hawwa.getByText('Confirmed from the statement')).toBeVisible();

    // The first half of the pledge: held for it, the rest owed.
    const firstHalf = table.getByRole('row').filter({ hasText: 'IBRAHIM RASHEED' });
    await firstHalf
      .getByRole('button', { name: `Amount differs: ${pledge} (a part payment, a credit or a fee)` })
      .click();
    const pledgeItem = finder.getByRole('listitem').filter({ hasText: 'Ibrahim Rasheed' });
    await expect(pledgeItem).toContainText('The line is MVR 300.00 short: choose above where that goes.');
    await finder.getByLabel('Where a difference goes').selectOption({ label: 'Leave the rest owed (a part payment)' });
    await pledgeItem.getByRole('button', { name: 'Confirm the payment of Ibrahim Rasheed' }).click();
    await expect(
      page.getByText('Part payment held: MVR 200.00 of MVR 500.00 has come, the rest is owed.').last(),
    ).toBeVisible();
    await expect(firstHalf.getByText('Part payment held')).toBeVisible();
    const held = page.getByRole('region', { name: 'Held for payers' });
    await expect(held.getByRole('listitem').filter({ hasText: pledge })).toContainText(
      'Part of MVR 500.00: the rest is owed',
    );

    // The service charge of every month: a rule made from one line posts both, and the next month's on import.
    const charge = table.getByRole('row').filter({ hasText: 'Monthly service charge' }).first();
    await charge.getByRole('button', { name: 'Make a rule from the line of -MVR 15.00' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Text the line contains').fill('service charge');
    await dialog.getByLabel('Post to account').selectOption({ label: `${charges.accountCode} · Bank service charges` });
    await expect(dialog.getByText('It would post 2 open lines now:')).toBeVisible();
    await expectAccessible(page, `a rule made from a statement line, ${device}`);
    await dialog.getByRole('button', { name: 'Save the rule' }).click();
    await expect(page.getByText('Rule saved: the open lines it takes are posted.')).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: 'Monthly service charge' }).getByText('Posted by a rule'),
    ).toHaveCount(2);
    const rules = page.getByRole('heading', { name: 'Rules for the lines of every month' }).locator('..');
    await expect(rules).toContainText('Text contains “service charge”, amount -MVR 15.00');
    await expect(rules).toContainText('2 lines posted');
    const november = [
      'Posting Date,Value Date,Type,Reference,FT Reference,Counterparty,Narrative,Debit,Credit,Balance',
      '20-Nov-2026,20-Nov-2026,Service Charge,,FT26365S0003,,Monthly service charge,15.00,,"10,750.00"',
      `21-Nov-2026,21-Nov-2026,Transfer Credit,,FT26366K7QX7,IBRAHIM RASHEED,IB TRF ${pledge} REST,,300.00,"11,050.00"`,
    ].join('\n');
    await importForm
      .getByLabel(/Statement file/)
      .setInputFiles({ name: 'bml-november.csv', mimeType: 'text/csv', buffer: Buffer.from(november) });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByRole('status')).toContainText('1 new line posted by your rules.');
    // The rest of the pledge: the whole confirmed with it, nothing held any more.
    const rest = table.getByRole('row').filter({ hasText: `${pledge} REST` });
    await rest.getByRole('button', { name: `Confirm the payment ${pledge}` }).click();
    await expect(rest.getByText('Confirmed from the statement')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: pledge })).toHaveCount(0);

    // What the account held before its first line: with it, the books and the statement agree.
    const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
    await reconciliation.getByRole('button', { name: 'Set the opening balance' }).click();
    await page.getByRole('dialog').getByLabel('Balance (MVR)').fill('10000');
    await page.getByRole('dialog').getByRole('button', { name: 'Save the opening balance' }).click();
    await expect(page.getByText('Opening balance saved.')).toBeVisible();
    const difference = reconciliation.locator('div').filter({ hasText: /^Difference \(books less statement\)/ });
    await expect(difference).toContainText('MVR 0.00');
    await expect(reconciliation).toContainText(/Not explained by the lines above.*MVR 0\.00/);
    await expectAccessible(page, `a bank account reconciled to 0, ${device}`);
  });
