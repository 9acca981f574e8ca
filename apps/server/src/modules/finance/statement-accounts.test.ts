import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINANCE_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';
import { statementKit } from '../../test/statement-kit';

describe("bank statements: a line's own account, and the same lines read under another layout", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let formats: Record<string, string>;
  const kit = statementKit(() => ({ app, admin }));
  const { call, upload, lines, pendingDonation } = kit;
  const bankAccount = (name: string) => kit.newAccount(name);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    formats = await kit.formatIds();
  });
  afterAll(() => app.close());

  it('re-imports lines under another layout as nothing new, and fills in the text the first one missed', async () => {
    const accountId = await bankAccount('Two exports account');
    const donation = await pendingDonation('300.00');
    const short = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Bank of Maldives (short export)',
      layout: {
        dateFormat: 'dd mmm yyyy',
        columns: { postedOn: 'Date', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
      },
    });
    expect(short.statusCode, short.body).toBe(201);
    const shortFile = ['Date,Debit,Credit,Balance', '22-Nov-2026,,300.00,"1,300.00"', '23-Nov-2026,15.00,,"1,285.00"'];
    const first = await upload(
      admin.cookie,
      { formatId: short.json().id, accountId },
      Buffer.from(shortFile.join('\n')),
    );
    expect(first.json()).toMatchObject({ added: 2, withReference: 0 });
    const full = [
      'Posting Date,Value Date,Type,Reference,FT Reference,Counterparty,Narrative,Debit,Credit,Balance',
      `22-Nov-2026,22-Nov-2026,Transfer Credit,,FT26326K7QW1,AHMED ALI,IB TRF REF ${donation.reference},,300.00,"1,300.00"`,
      '23-Nov-2026,23-Nov-2026,Service Charge,,FT26327S0001,,Monthly fee,15.00,,"1,285.00"',
    ];
    const again = await upload(
      admin.cookie,
      { formatId: formats['Bank of Maldives (CSV)'] ?? '', accountId },
      Buffer.from(full.join('\n')),
    );
    expect(again.json()).toMatchObject({ added: 0, known: 2, filledIn: 2 });
    const [fee, credit] = (await lines(accountId)).items;
    expect(credit).toMatchObject({
      counterparty: 'AHMED ALI',
      description: `IB TRF REF ${donation.reference}`,
      paymentReference: donation.reference,
      referenceKind: 'contribution',
    });
    expect(fee).toMatchObject({ description: 'Monthly fee', type: 'Service Charge' });
    // A third time, nothing is new and nothing is left to fill in.
    const third = await upload(
      admin.cookie,
      { formatId: formats['Bank of Maldives (CSV)'] ?? '', accountId },
      Buffer.from(full.join('\n')),
    );
    expect(third.json()).toMatchObject({ added: 0, known: 2, filledIn: 0 });
  });

  it("posts what a statement confirms to that statement's bank account: two banks, each reconciling to 0", async () => {
    const [first, second] = [await bankAccount('First bank'), await bankAccount('Second bank')];
    const reconciliation = async (accountId?: string) =>
      (
        await call(
          'GET',
          `/api/admin/finance/reconciliation${accountId ? `?accountId=${accountId}` : ''}`,
          admin.cookie,
        )
      ).json();
    const defaultBefore = (await reconciliation()).ledgerBalance;
    const paid = [await pendingDonation('200.00'), await pendingDonation('350.00')] as const;
    const header = 'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance';
    for (const [index, accountId] of [first, second].entries()) {
      const donation = paid[index];
      const amount = index === 0 ? '200.00' : '350.00';
      const csv = `${header}\n20/11/2026,20/11/2026,TRANSFER,,Gift ${donation?.reference},${amount},${amount}\n`;
      const imported = await upload(
        admin.cookie,
        { formatId: formats['Maldives Islamic Bank (CSV)'] ?? '', accountId },
        Buffer.from(csv),
      );
      expect(imported.json()).toMatchObject({ added: 1, withReference: 1 });
      const lineId = (await lines(accountId)).items[0]?.id;
      const confirmed = await call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await reconciliation(accountId)).toMatchObject({
        ledgerBalance: amount,
        statementBalance: amount,
        difference: '0.00',
        unexplained: '0.00',
      });
    }
    // The bank posting role's account holds none of it.
    expect((await reconciliation()).ledgerBalance).toBe(defaultBefore);
    // Undone, the reversal mirrors the entry in the same account: its books are back at 0.00.
    const secondLine = (await lines(second)).items[0]?.id;
    const undone = await call('POST', `/api/admin/finance/statements/lines/${secondLine}/undo`, admin.cookie, {
      reason: 'Wrong donor',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await reconciliation(second)).toMatchObject({ ledgerBalance: '0.00', notInBooks: { total: '350.00' } });
    expect((await reconciliation()).ledgerBalance).toBe(defaultBefore);
  });

  it('gives the lines imported before fingerprints were layout-free the ones an import gives now (migration 0070)', async () => {
    const accountId = await bankAccount('Account imported before 0070');
    const csv = readFileSync(join(__dirname, 'fixtures', 'bml-november.csv'));
    const camt = readFileSync(join(__dirname, 'fixtures', 'camt053-november.xml'));
    const imports = [
      [formats['Bank of Maldives (CSV)'], csv],
      [formats['ISO 20022 CAMT.053 (XML)'], camt],
    ] as const;
    for (const [formatId, file] of imports)
      expect((await upload(admin.cookie, { formatId: formatId ?? '', accountId }, file)).json()).toMatchObject({
        known: 0,
      });
    // As the earlier rule left them: other fingerprints altogether.
    await app.database.db.execute(
      sql`update bank_statement_lines set fingerprint = md5(id::text) where account_id = ${accountId}`,
    );
    const migration = readFileSync(join(__dirname, '../../db/migrations/0070_statement_fingerprints.sql'), 'utf8');
    await app.database.db.execute(sql.raw(migration));
    for (const [formatId, file] of imports)
      expect((await upload(admin.cookie, { formatId: formatId ?? '', accountId }, file)).json()).toMatchObject({
        added: 0,
      });
  });

  it('undoes a match whose confirmation lies in a closed period: the reversal is dated today, the pair closed', async () => {
    const donation = await pendingDonation('90.00');
    const lineId = await kit.lineNaming(donation.reference, '90.00');
    expect((await call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie)).statusCode).toBe(
      200,
    );
    // The confirmation's entry as if posted before the books were closed.
    await app.database.db.execute(
      sql`update journal_entries set transaction_date = '2026-01-15'
          where source_type = 'contribution' and source_id = ${donation.id}`,
    );
    await app.database.db.execute(sql`update ledger_lock set locked_through = '2026-01-31' where id = 'ledger'`);
    try {
      const undone = await call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, {
        reason: 'Wrong donor',
      });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await kit.donationStatus(donation.id)).toBe('pending');
      expect(await kit.standingPostings('contribution', donation.id)).toBe(0);
      // Nothing else about the closed entry can change.
      const [closed] = await queryRows<{ id: string }>(
        app.database.db,
        sql`select id from journal_entries where source_type = 'contribution' and source_id = ${donation.id}`,
      );
      await expect(
        app.database.db.execute(sql`update journal_entries set description = 'changed' where id = ${closed?.id}`),
      ).rejects.toThrow();
    } finally {
      await app.database.db.execute(sql`update ledger_lock set locked_through = null where id = 'ledger'`);
    }
  });

  it("matches a line to an item whose amount differs, the bank's fee or the rounding posted to the account chosen", async () => {
    const accountId = await bankAccount('Fee account');
    const feesId = await kit.newAccount('Transfer fees', 'Expense');
    const roundingId = await kit.newAccount('Rounding', 'Revenue');
    const [short, over] = [await pendingDonation('500.00'), await pendingDonation('200.00')];
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      `20/11/2026,20/11/2026,FAVARA,,Gift ${short.reference} less fee,495.00,1495.00`,
      `21/11/2026,21/11/2026,FAVARA,,Gift ${over.reference} rounded,200.50,1695.50`,
    ].join('\n');
    await upload(admin.cookie, { formatId: formats['Maldives Islamic Bank (CSV)'] ?? '', accountId }, Buffer.from(csv));
    const byDay = Object.fromEntries((await lines(accountId)).items.map((line) => [line.postedOn, line.id]));
    const confirm = (day: string, body?: object) =>
      call('POST', `/api/admin/finance/statements/lines/${byDay[day]}/confirm`, admin.cookie, body);
    expect((await confirm('2026-11-20')).json().message).toBe(
      FINANCE_MESSAGES.amountDiffers('MVR 495.00', 'MVR 500.00'),
    );
    // The difference may not go to the statement's own bank account, nor to an account that is not one.
    for (const differenceAccountId of [accountId, crypto.randomUUID()])
      expect((await confirm('2026-11-20', { differenceAccountId })).json().message).toBe(
        FINANCE_MESSAGES.differenceAccount,
      );
    const fee = await confirm('2026-11-20', { differenceAccountId: feesId });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(await kit.donationStatus(short.id)).toBe('completed');
    // One payment on one line: the difference posted beside it is no payment of its own.
    expect((await lines(accountId)).items.find((line) => line.postedOn === '2026-11-20')?.match).toMatchObject({
      kind: 'contribution',
      items: 1,
      lines: 1,
    });
    const rounded = await confirm('2026-11-21', { differenceAccountId: roundingId });
    expect(rounded.statusCode, rounded.body).toBe(200);
    expect(await kit.donationStatus(over.id)).toBe('completed');
    // The bank account's books follow its statement to the laari; the fee and the rounding are where they were told.
    const reconciliation = (
      await call('GET', `/api/admin/finance/reconciliation?accountId=${accountId}`, admin.cookie)
    ).json();
    expect(reconciliation).toMatchObject({ ledgerBalance: '695.50', notInBooks: { count: 0 } });
    const balances = await queryRows<{ id: string; balance: string }>(
      app.database.db,
      sql`select account_id as id, sum(debit_amount - credit_amount)::text as balance from journal_entry_lines
          where account_id in (${feesId}, ${roundingId}) group by account_id`,
    );
    expect(Object.fromEntries(balances.map((row) => [row.id, row.balance]))).toEqual({
      [feesId]: '5.00',
      [roundingId]: '-0.50',
    });
    // Undone, the difference goes with the match, and the donation waits again.
    const undone = await call('POST', `/api/admin/finance/statements/lines/${byDay['2026-11-20']}/undo`, admin.cookie, {
      reason: 'Wrong donor',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await kit.donationStatus(short.id)).toBe('pending');
    const [feesNow] = await queryRows<{ balance: string }>(
      app.database.db,
      sql`select sum(debit_amount - credit_amount)::text as balance from journal_entry_lines where account_id = ${feesId}`,
    );
    expect(feesNow?.balance).toBe('0.00');
  });

  it('links a line without a reference to a payment its slip confirmed first, found by searching; never twice', async () => {
    const accountId = await bankAccount('Slip first account');
    const donation = await pendingDonation('275.00', 'Hawwa Nashid');
    const bySlip = await call('POST', `/api/admin/contributions/${donation.id}/confirm`, admin.cookie);
    expect(bySlip.statusCode, bySlip.body).toBe(200);
    const imported = await kit.importMib(
      [
        'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
        '18/11/2026,18/11/2026,TRANSFER,,From Hawwa N,275.00,275.00',
        '19/11/2026,19/11/2026,TRANSFER,,From Hawwa N again,275.00,550.00',
      ].join('\n'),
      accountId,
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const [second, first] = (await lines(accountId)).items;
    if (!first || !second) throw new Error('no lines');
    const search = async () =>
      (await call('GET', '/api/admin/finance/statements/open-items?search=Hawwa%20Nashid', admin.cookie)).json();
    expect(await search()).toEqual([
      expect.objectContaining({ kind: 'contribution', targetId: donation.id, amount: '275.00', confirmed: true }),
    ]);
    const chosen = { kind: 'contribution', targetId: donation.id };
    const confirm = (lineId: string) =>
      call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie, chosen);
    const linked = await confirm(first.id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe(FINANCE_MESSAGES.matchLinked);
    // Linked, not confirmed again: one posting, one receipt; the line is that money arriving.
    expect(await kit.postings('contribution', donation.id)).toBe(1);
    expect(await search()).toEqual([]);
    expect((await confirm(second.id)).statusCode).toBe(409);
    // Undone, the line is free again and the donation's own confirmation stands.
    const undone = await call('POST', `/api/admin/finance/statements/lines/${first.id}/undo`, admin.cookie, {
      reason: 'Another Hawwa',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await kit.donationStatus(donation.id)).toBe('completed');
    expect(await search()).toEqual([expect.objectContaining({ targetId: donation.id, confirmed: true })]);
  });

  it('refuses a file damaged anywhere whole: nothing of it is kept, and the line is named', async () => {
    const accountId = await bankAccount('Damaged files account');
    const bml = readFileSync(join(__dirname, 'fixtures', 'bml-november.csv'), 'utf8');
    const rows = bml.split('\n');
    const cut = (row: number, keep: number) => [...rows.slice(0, row), (rows[row] ?? '').slice(0, keep)].join('\n');
    for (const [file, line] of [
      [cut(11, 40), 12],
      [cut(9, 25), 10],
      [bml.replace(',,"1,250.00","11,250.00"', ',,,"11,250.00"'), 8],
    ] as const) {
      const refused = await upload(
        admin.cookie,
        { formatId: formats['Bank of Maldives (CSV)'] ?? '', accountId },
        Buffer.from(file),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.statement[0]).toMatch(new RegExp(`^Line ${line}: `));
    }
    const camt = readFileSync(join(__dirname, 'fixtures', 'camt053-november.xml'), 'utf8');
    const broken = await upload(
      admin.cookie,
      { formatId: formats['ISO 20022 CAMT.053 (XML)'] ?? '', accountId },
      Buffer.from(camt.slice(0, Math.floor(camt.length * 0.7))),
    );
    expect(broken.statusCode).toBe(400);
    expect((await lines(accountId)).total).toBe(0);
  });
});
