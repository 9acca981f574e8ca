import { FINANCE_MESSAGES, type HeldForPayer, type OpenItemRow } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';
import { statementKit } from '../../test/statement-kit';

const HEADER = 'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance';

describe('bank statements: part payments held for the rest, overpayments kept as the payer’s credit', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const kit = statementKit(() => ({ app, admin }));
  const { call, lines, pendingDonation, importMib } = kit;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  const confirm = (lineId: string, body?: object) =>
    call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie, body);
  const undo = (lineId: string) =>
    call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, { reason: 'Checked again' });
  /** What the club holds for payers: the balance of the payer funds' account, credit positive. */
  const heldForPayers = async () => {
    const [row] = await queryRows<{ held: string }>(
      app.database.db,
      sql`select coalesce(sum(jl.credit_amount - jl.debit_amount), 0)::text as held from journal_entry_lines jl
          where jl.account_id = (select account_id from posting_roles where role = 'payer_funds')`,
    );
    return row?.held;
  };
  const reconciliation = async (accountId: string) =>
    (await call('GET', `/api/admin/finance/reconciliation?accountId=${accountId}`, admin.cookie)).json();
  /** Imports the rows (day, reference, amount) into the account; the new lines' ids by day. */
  const importRows = async (accountId: string, rows: [string, string, string, string][]) => {
    const csv = [
      HEADER,
      ...rows.map(([day, reference, amount, balance]) => `${day},${day},TRANSFER,,${reference},${amount},${balance}`),
    ];
    const imported = await importMib(csv.join('\n'), accountId);
    expect(imported.statusCode, imported.body).toBe(201);
    return Object.fromEntries((await lines(accountId)).items.map((line) => [line.postedOn, line]));
  };
  const heldList = async (reference: string) =>
    ((await call('GET', '/api/admin/finance/statements/held', admin.cookie)).json() as HeldForPayer[]).filter(
      (row) => row.reference === reference,
    );
  const openItems = async (search: string) =>
    (
      await call('GET', `/api/admin/finance/statements/open-items?search=${encodeURIComponent(search)}`, admin.cookie)
    ).json() as OpenItemRow[];

  it('holds a part payment, confirms the whole with the line that brings the rest, and undoes in order', async () => {
    const accountId = await kit.newAccount('Part payments account');
    const donation = await pendingDonation('500.00', 'Aishath Shifa');
    const before = await heldForPayers();
    const first = (
      await importRows(accountId, [['20/11/2026', `Gift ${donation.reference} first half`, '200.00', '200.00']])
    )['2026-11-20'];
    if (!first) throw new Error('no line');
    expect((await confirm(first.id)).json().message).toBe(FINANCE_MESSAGES.amountDiffers('MVR 200.00', 'MVR 500.00'));
    // Only a line short of the payment leaves a rest owed; the difference goes to an account or stays owed, not both.
    expect((await confirm(first.id, { rest: 'credit' })).json().message).toBe(FINANCE_MESSAGES.restNotOver);
    expect((await confirm(first.id, { rest: 'owed', differenceAccountId: accountId })).statusCode).toBe(400);
    // What is held for payers is held by the match, never posted there as a difference.
    const [payerFunds] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select account_id as id from posting_roles where role = 'payer_funds'`,
    );
    expect((await confirm(first.id, { differenceAccountId: payerFunds?.id })).json().message).toBe(
      FINANCE_MESSAGES.notPayerFunds,
    );
    // Chosen from a search, the line's own reference still decides: another kind of payment is refused.
    expect((await confirm(first.id, { kind: 'order', targetId: donation.id, rest: 'owed' })).json().message).toBe(
      FINANCE_MESSAGES.referenceNamesAnother,
    );

    const held = await confirm(first.id, { rest: 'owed' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().message).toBe(FINANCE_MESSAGES.partHeld('MVR 200.00', 'MVR 500.00'));
    expect(await kit.donationStatus(donation.id)).toBe('pending');
    expect(Number(await heldForPayers()) - Number(before)).toBe(200);
    expect((await lines(accountId)).items[0]?.match).toMatchObject({ held: 'part', items: 1, lines: 1 });
    // The item waits, what has come shown; found by the rest it waits for.
    const [found] = await openItems('300');
    expect(found).toMatchObject({ targetId: donation.id, amount: '500.00', received: '200.00' });
    expect(await heldList(donation.reference)).toEqual([
      expect.objectContaining({ held: 'part', amount: '200.00', owed: '500.00', kind: 'contribution' }),
    ]);
    // The bank account's books follow its statement while the rest is owed.
    expect(await reconciliation(accountId)).toMatchObject({ ledgerBalance: '200.00', notInBooks: { count: 0 } });

    const second = (await importRows(accountId, [['25/11/2026', `Rest of ${donation.reference}`, '300.00', '500.00']]))[
      '2026-11-25'
    ];
    if (!second) throw new Error('no line');
    const paid = await confirm(second.id);
    expect(paid.json().message).toBe(FINANCE_MESSAGES.matchConfirmed);
    expect(await kit.donationStatus(donation.id)).toBe('completed');
    expect(Number(await heldForPayers())).toBe(Number(before));
    expect(await heldList(donation.reference)).toEqual([]);
    expect((await lines(accountId)).items.find((line) => line.id === first.id)?.match).toMatchObject({
      held: 'part',
      partPaid: true,
    });
    expect(await reconciliation(accountId)).toMatchObject({
      ledgerBalance: '500.00',
      notInBooks: { count: 0 },
      notOnStatement: { count: 0 },
    });
    const [donationEntry] = await queryRows<{ amount: string }>(
      app.database.db,
      sql`select sum(jl.debit_amount)::text as amount from journal_entries e
          join journal_entry_lines jl on jl.journal_entry_id = e.id
          where e.source_type = 'contribution' and e.source_id = ${donation.id} and not e.superseded`,
    );
    expect(donationEntry?.amount).toBe('500.00');

    // The part went into the payment: the payment is undone first; then the part stands held again.
    expect((await undo(first.id)).json().message).toBe(FINANCE_MESSAGES.partCompleted);
    expect((await undo(second.id)).statusCode).toBe(200);
    expect(await kit.donationStatus(donation.id)).toBe('pending');
    expect(Number(await heldForPayers()) - Number(before)).toBe(200);
    expect((await confirm(second.id)).json().message).toBe(FINANCE_MESSAGES.matchConfirmed);
    expect(await kit.donationStatus(donation.id)).toBe('completed');
    expect(await reconciliation(accountId)).toMatchObject({ ledgerBalance: '500.00', notInBooks: { count: 0 } });
    expect(Number(await heldForPayers())).toBe(Number(before));
  });

  it('refuses a statement dated after today: a layout reading days as months', async () => {
    const accountId = await kit.newAccount('Dates ahead account');
    const imported = await importMib(`${HEADER}\n12/11/2031,12/11/2031,TRANSFER,,Gift,100.00,100.00`, accountId);
    expect(imported.statusCode).toBe(400);
    expect(imported.json().message).toBe(FINANCE_MESSAGES.lineAhead('2031-11-12'));
    expect((await lines(accountId)).total).toBe(0);
  });

  it('keeps what a payment brought beyond its amount as the payer’s credit, and gives it back on undo', async () => {
    const accountId = await kit.newAccount('Overpayments account');
    const donation = await pendingDonation('200.00', 'Hassan Naseem');
    const before = await heldForPayers();
    const line = (await importRows(accountId, [['21/11/2026', `Gift ${donation.reference}`, '250.00', '250.00']]))[
      '2026-11-21'
    ];
    if (!line) throw new Error('no line');
    expect((await confirm(line.id, { rest: 'owed' })).json().message).toBe(FINANCE_MESSAGES.restNotShort);
    const kept = await confirm(line.id, { rest: 'credit' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe(FINANCE_MESSAGES.creditKept('MVR 50.00'));
    expect(await kit.donationStatus(donation.id)).toBe('completed');
    expect(Number(await heldForPayers()) - Number(before)).toBe(50);
    expect((await lines(accountId)).items[0]?.match).toMatchObject({ kind: 'contribution', held: 'credit' });
    expect(await heldList(donation.reference)).toEqual([
      expect.objectContaining({ held: 'credit', amount: '50.00', payer: `Gift ${donation.reference}` }),
    ]);
    // Only staff of the books see what is held for whom.
    const member = await signedInAs(app, 'member');
    expect((await call('GET', '/api/admin/finance/statements/held', member.cookie)).statusCode).toBe(403);
    expect(await reconciliation(accountId)).toMatchObject({ ledgerBalance: '250.00', notInBooks: { count: 0 } });
    expect((await undo(line.id)).statusCode).toBe(200);
    expect(Number(await heldForPayers())).toBe(Number(before));
    expect(await kit.donationStatus(donation.id)).toBe('pending');
  });

  it('holds a line without a reference for the payment found by search, and one line completes it once', async () => {
    const accountId = await kit.newAccount('Searched parts account');
    const donation = await pendingDonation('600.00', 'Ibrahim Rasheed');
    const rows = await importRows(accountId, [
      ['10/11/2026', 'IB TRF FROM IBRAHIM RASHEED', '100.00', '100.00'],
      ['17/11/2026', 'IB TRF FROM IBRAHIM RASHEED', '500.00', '600.00'],
      ['18/11/2026', 'IB TRF FROM IBRAHIM RASHEED', '500.00', '1100.00'],
    ]);
    const [part, rest, twice] = [rows['2026-11-10'], rows['2026-11-17'], rows['2026-11-18']];
    if (!part || !rest || !twice) throw new Error('no lines');
    const chosen = { kind: 'contribution', targetId: donation.id };
    expect((await confirm(part.id, { ...chosen, rest: 'owed' })).statusCode).toBe(200);
    expect((await openItems('Ibrahim Rasheed'))[0]).toMatchObject({ received: '100.00' });
    // Two lines that each bring the rest, confirmed at once: one pays it, the other is told.
    const answers = await Promise.all([confirm(rest.id, chosen), confirm(twice.id, chosen)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await kit.donationStatus(donation.id)).toBe('completed');
    const reconciled = await reconciliation(accountId);
    expect(reconciled).toMatchObject({ ledgerBalance: '600.00', notInBooks: { count: 1 } });
    // A payment paid already takes no part payment.
    const late = answers.findIndex((answer) => answer.statusCode === 409) === 0 ? rest : twice;
    expect((await confirm(late.id, { ...chosen, rest: 'owed' })).json().message).toBe(FINANCE_MESSAGES.alreadyPaid);
  });

  it('holds two parts of one payment sent at once, each added to the other', async () => {
    const accountId = await kit.newAccount('Parts at once account');
    const donation = await pendingDonation('900.00', 'Fathimath Zahra');
    const rows = await importRows(accountId, [
      ['11/11/2026', `${donation.reference} part one`, '300.00', '300.00'],
      ['12/11/2026', `${donation.reference} part two`, '300.00', '600.00'],
    ]);
    const ids = [rows['2026-11-11']?.id ?? '', rows['2026-11-12']?.id ?? ''];
    const answers = await Promise.all(ids.map((id) => confirm(id, { rest: 'owed' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().message).sort()).toEqual([
      FINANCE_MESSAGES.partHeld('MVR 300.00', 'MVR 900.00'),
      FINANCE_MESSAGES.partHeld('MVR 600.00', 'MVR 900.00'),
    ]);
    expect((await openItems(donation.reference))[0]).toMatchObject({ received: '600.00' });
  });
});
