import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { FINANCE_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { databaseErrorCode } from '../../platform/errors';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe('the ledger', () => {
  let app: TestApp;
  let admin: string;
  let executive: string;
  const db = () => app.database.db;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const accountId = async (code: string) =>
    (await queryRows<{ id: string }>(db(), sql`select id from chart_of_accounts where account_code = ${code}`))[0]
      ?.id as string;
  const refused = (statement: Promise<unknown>) =>
    statement.then(
      () => null,
      (error: unknown) => databaseErrorCode(error),
    );
  /** Writes an entry and its lines straight to the database, in one transaction (no API in between). */
  const rawEntry = async (lines: { code: string; debit: string; credit: string }[]) => {
    const accounts = await Promise.all(lines.map((line) => accountId(line.code)));
    return db().transaction(async (tx) => {
      const [entry] = await queryRows<{ id: string }>(
        tx,
        sql`insert into journal_entries (transaction_date, description) values ('2026-03-01', 'raw') returning id`,
      );
      for (const [index, line] of lines.entries())
        await tx.execute(sql`insert into journal_entry_lines (journal_entry_id, line_number, account_id, debit_amount, credit_amount)
          values (${entry?.id}, ${index + 1}, ${accounts[index]}, ${line.debit}, ${line.credit})`);
    });
  };
  const newRegistration = async () => {
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`insert into membership_registrations (form_number, full_name, permanent_address, id_card_number, date_of_birth,
        atoll_island, mobile_number, id_card_file)
        values (${`MEM-2026-${randomUUID().slice(0, 8)}`}, 'Ledger Member', 'Male', 'A1', '1990-01-01', 'K. Male', '7771234',
        ${`${randomUUID()}.png`}) returning id`,
    );
    return row?.id as string;
  };
  const postingsFor = (paymentId: string) =>
    queryRows<{ source_type: string; account_code: string; debit: string; credit: string }>(
      db(),
      sql`select e.source_type, a.account_code, l.debit_amount::text as debit, l.credit_amount::text as credit
        from journal_entries e join journal_entry_lines l on l.journal_entry_id = e.id
        join chart_of_accounts a on a.id = l.account_id
        where e.source_id = ${paymentId} order by e.created_at, e.entry_number, l.line_number`,
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    executive = (await signedInAs(app, 'executive')).cookie;
  });
  afterAll(() => app.close());

  it('starts with the club chart and every posting role mapped to an account', async () => {
    const roles = await queryRows<{ role: string; account_code: string }>(
      db(),
      sql`select r.role, a.account_code from posting_roles r join chart_of_accounts a on a.id = r.account_id order by r.role`,
    );
    expect(Object.fromEntries(roles.map((r) => [r.role, r.account_code]))).toEqual({
      academy_fees: '4010',
      bank: '1010',
      card_clearing: '1020',
      card_fees: '5500',
      cash: '1000',
      donations: '4200',
      event_fees: '4400',
      membership_fees: '4000',
      opening_balances: '3000',
      payer_funds: '2200',
      shipping_income: '4110',
      shop_sales: '4100',
      tax_payable: '2100',
    });
  });

  it('refuses, in the database, entries that do not balance, have one line, or lines that are negative or two-sided', async () => {
    expect(
      await refused(
        rawEntry([
          { code: '1000', debit: '100.00', credit: '0' },
          { code: '4000', debit: '0', credit: '99.99' },
        ]),
      ),
    ).toBe('23514');
    expect(await refused(rawEntry([{ code: '1000', debit: '100.00', credit: '0' }]))).toBe('23514');
    expect(await refused(rawEntry([]))).toBe('23514');
    expect(
      await refused(
        rawEntry([
          { code: '1000', debit: '-5.00', credit: '0' },
          { code: '4000', debit: '0', credit: '-5.00' },
        ]),
      ),
    ).toBe('23514');
    expect(
      await refused(
        rawEntry([
          { code: '1000', debit: '5.00', credit: '5.00' },
          { code: '4000', debit: '5.00', credit: '5.00' },
        ]),
      ),
    ).toBe('23514');
    // A balanced entry goes in; taking one of its lines away afterwards is refused.
    await rawEntry([
      { code: '1000', debit: '10.00', credit: '0' },
      { code: '4000', debit: '0', credit: '10.00' },
    ]);
    const [line] = await queryRows<{ id: string }>(
      db(),
      sql`select l.id from journal_entry_lines l join journal_entries e on e.id = l.journal_entry_id
        where e.description = 'raw' limit 1`,
    );
    expect(await refused(db().execute(sql`delete from journal_entry_lines where id = ${line?.id}`))).toBe('23514');
    expect(
      await refused(db().execute(sql`update journal_entry_lines set debit_amount = 11 where id = ${line?.id}`)),
    ).toBe('23514');
  });

  it('posts each fee collected exactly once, in the same transaction, even when 20 are collected at once', async () => {
    const registrations = await Promise.all(Array.from({ length: 20 }, newRegistration));
    const collected = await Promise.all(
      registrations.map((id, i) =>
        call('POST', `/api/admin/registrations/membership/${id}/payment`, i % 2 ? admin : executive, {
          amount: '150.00',
          paymentMethod: i % 4 === 0 ? 'cash' : 'bank_transfer',
        }),
      ),
    );
    expect(collected.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    for (const [i, response] of collected.entries()) {
      expect(await postingsFor(response.json().id)).toEqual([
        {
          source_type: 'registration_payment',
          account_code: i % 4 === 0 ? '1000' : '1010',
          debit: '150.00',
          credit: '0.00',
        },
        { source_type: 'registration_payment', account_code: '4000', debit: '0.00', credit: '150.00' },
      ]);
    }
    // The same registration collected 10 times at once: one payment, one entry.
    const once = await newRegistration();
    const racing = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/registrations/membership/${once}/payment`, admin, {
          amount: '75.50',
          paymentMethod: 'cash',
        }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [entries] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from journal_entries e join payment_records p on p.id = e.source_id
        where p.registration_id = ${once}`,
    );
    expect(entries?.n).toBe(1);
  });

  it('voids a payment with a reason: reversed in the ledger, the registration pending again and payable again', async () => {
    const registration = await newRegistration();
    const paid = (
      await call('POST', `/api/admin/registrations/membership/${registration}/payment`, admin, {
        amount: '200.00',
        paymentMethod: 'card',
      })
    ).json();
    const member = (await signedInAs(app, 'member')).cookie;
    expect((await call('POST', `/api/admin/payments/${paid.id}/void`, member, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/payments/${paid.id}/void`, executive, { reason: ' ' })).statusCode).toBe(
      400,
    );
    const voids = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/admin/payments/${paid.id}/void`, executive, { reason: 'Paid twice by mistake' }),
      ),
    );
    expect(voids.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(voids.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const postings = await postingsFor(paid.id);
    expect(postings.map((p) => [p.source_type, p.account_code, p.debit, p.credit])).toEqual([
      ['registration_payment', '1010', '200.00', '0.00'],
      ['registration_payment', '4000', '0.00', '200.00'],
      ['registration_payment_void', '1010', '0.00', '200.00'],
      ['registration_payment_void', '4000', '200.00', '0.00'],
    ]);
    const list = (await call('GET', '/api/admin/registrations/membership?search=Ledger&pageSize=100', admin)).json();
    expect(list.items.find((r: { id: string }) => r.id === registration).paymentStatus).not.toBe('Paid');
    const receipt = await call('GET', `/api/admin/payments/${paid.id}/receipt.pdf`, admin);
    expect(receipt.statusCode).toBe(200);
    const again = await call('POST', `/api/admin/registrations/membership/${registration}/payment`, admin, {
      amount: '200.00',
      paymentMethod: 'cash',
    });
    expect(again.statusCode).toBe(201);
    expect(await postingsFor(again.json().id)).toHaveLength(2);
  });

  it('keeps a closed period closed: no entry on or before the lock date, from any code path', async () => {
    await db().execute(sql`update ledger_lock set locked_through = '2026-03-31' where id = 'ledger'`);
    try {
      expect(
        await refused(
          rawEntry([
            { code: '1000', debit: '10.00', credit: '0' },
            { code: '4000', debit: '0', credit: '10.00' },
          ]),
        ),
      ).toBe('23514');
      expect(await refused(db().execute(sql`delete from journal_entries where transaction_date <= '2026-03-31'`))).toBe(
        '23514',
      );
    } finally {
      await db().execute(sql`update ledger_lock set locked_through = null where id = 'ledger'`);
    }
  });

  it('takes hand-made entries through the API: balanced, two lines at least, one side per line; edits replace the lines', async () => {
    const [cash, bank, kit] = await Promise.all([accountId('1000'), accountId('1010'), accountId('5200')]);
    const entry = (lines: object[], extra: object = {}) => ({
      transactionDate: '2026-06-10',
      referenceNumber: 'INV-77',
      description: 'New match balls',
      lines,
      ...extra,
    });
    const unbalanced = await call(
      'POST',
      '/api/admin/finance/journal',
      executive,
      entry([
        { accountId: kit, debit: '300.00' },
        { accountId: cash, credit: '299.99' },
      ]),
    );
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().fieldErrors.lines).toEqual([
      'Journal entry is not balanced. Debits: MVR 300.00, Credits: MVR 299.99',
    ]);
    expect(
      (await call('POST', '/api/admin/finance/journal', executive, entry([{ accountId: kit, debit: '1' }]))).statusCode,
    ).toBe(400);
    for (const lines of [
      [
        { accountId: kit, debit: '5', credit: '5' },
        { accountId: cash, debit: '5', credit: '5' },
      ],
      [
        { accountId: kit, debit: '-5' },
        { accountId: cash, credit: '-5' },
      ],
      [{ accountId: kit }, { accountId: cash }],
    ])
      expect((await call('POST', '/api/admin/finance/journal', executive, entry(lines))).statusCode).toBe(400);
    const created = await call(
      'POST',
      '/api/admin/finance/journal',
      executive,
      entry([
        { accountId: kit, debit: '300' },
        { accountId: cash, credit: '300.00' },
      ]),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().entryNumber).toMatch(/^JE-\d{6}$/);
    const edited = await call(
      'PUT',
      `/api/admin/finance/journal/${created.json().id}`,
      executive,
      entry(
        [
          { accountId: kit, debit: '320.00' },
          { accountId: cash, credit: '120.00' },
          { accountId: bank, credit: '200.00' },
        ],
        { description: 'New match balls and pump' },
      ),
    );
    expect(edited.statusCode).toBe(200);
    expect(
      edited
        .json()
        .lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]),
    ).toEqual([
      ['5200', '320.00', '0.00'],
      ['1000', '0.00', '120.00'],
      ['1010', '0.00', '200.00'],
    ]);
    expect((await call('DELETE', `/api/admin/finance/journal/${created.json().id}`, executive)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/finance/journal/${created.json().id}`, admin)).statusCode).toBe(204);
  });

  it('refuses to edit or delete what the portal posted; corrects it with one reversal', async () => {
    const registration = await newRegistration();
    const paid = (
      await call('POST', `/api/admin/registrations/membership/${registration}/payment`, admin, {
        amount: '90.00',
        paymentMethod: 'cash',
      })
    ).json();
    const [posted] = await queryRows<{ id: string }>(
      db(),
      sql`select id from journal_entries where source_id = ${paid.id}`,
    );
    const cash = await accountId('1000');
    const body = {
      transactionDate: '2026-06-10',
      referenceNumber: 'X',
      description: 'X',
      lines: [
        { accountId: cash, debit: '1' },
        { accountId: cash, credit: '1' },
      ],
    };
    expect((await call('PUT', `/api/admin/finance/journal/${posted?.id}`, admin, body)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/finance/journal/${posted?.id}`, admin)).statusCode).toBe(409);
    const reversals = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/admin/finance/journal/${posted?.id}/reverse`, executive)),
    );
    expect(reversals.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const reversal = reversals.find((r) => r.statusCode === 201)?.json();
    expect(reversal.lines.map((l: { debit: string; credit: string }) => [l.debit, l.credit])).toEqual([
      ['0.00', '90.00'],
      ['90.00', '0.00'],
    ]);
    expect((await call('POST', `/api/admin/finance/journal/${reversal.id}/reverse`, executive)).statusCode).toBe(409);
  });

  it('keeps a reversed hand entry and its reversal final: edits and deletions answer 409, never 500', async () => {
    const [cash, kit] = await Promise.all([accountId('1000'), accountId('5200')]);
    const body = {
      transactionDate: '2026-06-12',
      referenceNumber: 'INV-78',
      description: 'Corner flags',
      lines: [
        { accountId: kit, debit: '45.00' },
        { accountId: cash, credit: '45.00' },
      ],
    };
    const created = (await call('POST', '/api/admin/finance/journal', executive, body)).json();
    const reversal = await call('POST', `/api/admin/finance/journal/${created.id}/reverse`, executive);
    expect(reversal.statusCode).toBe(201);
    for (const id of [created.id, reversal.json().id]) {
      const edited = await call('PUT', `/api/admin/finance/journal/${id}`, admin, { ...body, description: 'Changed' });
      expect(edited.statusCode).toBe(409);
      expect(edited.json().message).toBe(FINANCE_MESSAGES.reversedEntry);
      expect((await call('DELETE', `/api/admin/finance/journal/${id}`, admin)).statusCode).toBe(409);
    }
    const [books] = await queryRows<{ net: string; original: string }>(
      db(),
      sql`select sum(l.debit_amount - l.credit_amount)::text as net,
            (select description from journal_entries where id = ${created.id}) as original
          from journal_entry_lines l
          where l.journal_entry_id in (${created.id}, ${reversal.json().id}) and l.account_id = ${kit}`,
    );
    expect(books).toEqual({ net: '0.00', original: 'Corner flags' });
  });

  it('keeps accounts in use: no delete, no deactivation; unused ones come and go', async () => {
    const cash = await accountId('1000');
    const cashAccount = (await call('GET', '/api/admin/finance/accounts', executive))
      .json()
      .find((a: { id: string }) => a.id === cash);
    expect(cashAccount.postingRoles).toEqual(['cash']);
    expect((await call('DELETE', `/api/admin/finance/accounts/${cash}`, admin)).statusCode).toBe(409);
    const { id: _id, postingRoles: _roles, hasLines: _lines, ...fields } = cashAccount;
    expect(
      (await call('PUT', `/api/admin/finance/accounts/${cash}`, admin, { ...fields, isActive: false })).statusCode,
    ).toBe(409);
    const added = await call('POST', '/api/admin/finance/accounts', executive, {
      accountCode: '5950',
      accountName: 'Referee Fees',
      accountType: 'Expense',
    });
    expect(added.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/admin/finance/accounts', executive, { accountCode: '5950', accountName: 'Again' }))
        .statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/admin/finance/accounts/${added.json().id}`, admin)).statusCode).toBe(204);
  });

  it('closes a period: admins only; nothing dated on or before it is made, changed or reversed into', async () => {
    const [cash, kit] = await Promise.all([accountId('1000'), accountId('5200')]);
    const body = {
      transactionDate: '2026-01-15',
      referenceNumber: 'R',
      description: 'Old',
      lines: [
        { accountId: kit, debit: '10' },
        { accountId: cash, credit: '10' },
      ],
    };
    const old = (await call('POST', '/api/admin/finance/journal', admin, body)).json();
    expect((await call('PUT', '/api/admin/finance/lock', executive, { lockedThrough: '2026-01-31' })).statusCode).toBe(
      403,
    );
    const locked = await call('PUT', '/api/admin/finance/lock', admin, { lockedThrough: '2026-01-31' });
    expect(locked.json().lockedThrough).toBe('2026-01-31');
    try {
      const refusedNew = await call('POST', '/api/admin/finance/journal', admin, body);
      expect(refusedNew.statusCode).toBe(400);
      expect(refusedNew.json().message).toBe('The books are closed through 2026-01-31: choose a later date.');
      expect(
        (await call('PUT', `/api/admin/finance/journal/${old.id}`, admin, { ...body, transactionDate: '2026-02-01' }))
          .statusCode,
      ).toBe(400);
      expect((await call('DELETE', `/api/admin/finance/journal/${old.id}`, admin)).statusCode).toBe(400);
      const [entry] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from audit_log where entity_type = 'ledger_lock'`,
      );
      expect(entry?.n).toBeGreaterThan(0);
    } finally {
      await call('PUT', '/api/admin/finance/lock', admin, { lockedThrough: null });
    }
  });

  it('sums income and expenses from the ledger alone', async () => {
    const before = (await call('GET', '/api/admin/finance/summary', executive)).json();
    const [bank, kit] = await Promise.all([accountId('1010'), accountId('5200')]);
    await call('POST', '/api/admin/finance/journal', admin, {
      transactionDate: '2026-07-01',
      referenceNumber: 'K1',
      description: 'Kit',
      lines: [
        { accountId: kit, debit: '45.55' },
        { accountId: bank, credit: '45.55' },
      ],
    });
    const registration = await newRegistration();
    await call('POST', `/api/admin/registrations/membership/${registration}/payment`, admin, {
      amount: '100.10',
      paymentMethod: 'cash',
    });
    const after = (await call('GET', '/api/admin/finance/summary', executive)).json();
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(after.totalIncome) - cents(before.totalIncome)).toBe(10010n);
    expect(cents(after.totalExpenses) - cents(before.totalExpenses)).toBe(4555n);
    expect(cents(after.netBalance) - cents(before.netBalance)).toBe(10010n - 4555n);
    expect((await call('GET', '/api/admin/finance/summary', (await signedInAs(app, 'member')).cookie)).statusCode).toBe(
      403,
    );
  });

  it('remaps posting roles (settings editors only) to active accounts of the right type, audited; new fees follow', async () => {
    const roles = Object.fromEntries(
      (
        await queryRows<{ role: string; account_id: string }>(db(), sql`select role, account_id from posting_roles`)
      ).map((r) => [r.role, r.account_id]),
    );
    const petty = (
      await call('POST', '/api/admin/finance/accounts', admin, {
        accountCode: '1005',
        accountName: 'Petty Cash',
        accountType: 'Asset',
      })
    ).json();
    expect(
      (await call('PUT', '/api/admin/finance/posting-roles', executive, { ...roles, cash: petty.id })).statusCode,
    ).toBe(403);
    const wrongType = await call('PUT', '/api/admin/finance/posting-roles', admin, {
      ...roles,
      cash: await accountId('4000'),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.cash).toEqual(['Choose an active Asset account']);
    expect((await call('PUT', '/api/admin/finance/posting-roles', admin, { cash: petty.id })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/finance/posting-roles', admin, { ...roles, cash: petty.id })).statusCode,
    ).toBe(200);
    try {
      const registration = await newRegistration();
      const paid = (
        await call('POST', `/api/admin/registrations/membership/${registration}/payment`, admin, {
          amount: '30.00',
          paymentMethod: 'cash',
        })
      ).json();
      expect((await postingsFor(paid.id))[0]?.account_code).toBe('1005');
      const [audit] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from audit_log where action = 'posting_roles.update'`,
      );
      expect(audit?.n).toBe(1);
      expect((await call('DELETE', `/api/admin/finance/accounts/${petty.id}`, admin)).statusCode).toBe(409);
    } finally {
      await call('PUT', '/api/admin/finance/posting-roles', admin, roles);
    }
  });

  it('posts, by the migration that created the ledger, the payments recorded before it existed', async () => {
    const registration = await newRegistration();
    // A payment written as before the ledger: no posting.
    const [payment] = await queryRows<{ id: string }>(
      db(),
      sql`insert into payment_records (registration_type, registration_id, amount, payment_method, receipt_number, payment_date)
        values ('membership', ${registration}, 275.25, 'mobile_banking', ${`OLD-${randomUUID().slice(0, 8)}`},
          '2025-12-31T20:30:00Z') returning id`,
    );
    const migration = await readFile(new URL('../../db/migrations/0021_finance_ledger.sql', import.meta.url), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    const backfill = statements.filter(
      (s) => s.includes("'registration_payment'") && /INSERT INTO journal_entr/.test(s),
    );
    expect(backfill).toHaveLength(2);
    await db().transaction(async (tx) => {
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    const [entry] = await queryRows<{ transaction_date: string; description: string }>(
      db(),
      sql`select transaction_date::text, description from journal_entries where source_id = ${payment?.id}`,
    );
    // Paid at 01:30 on 1 January in the Maldives: the entry is dated in club time.
    expect(entry?.transaction_date).toBe('2026-01-01');
    expect(entry?.description).toMatch(/^Membership registration fee, receipt OLD-/);
    expect((await postingsFor(payment?.id as string)).map((p) => [p.account_code, p.debit, p.credit])).toEqual([
      ['1010', '275.25', '0.00'],
      ['4000', '0.00', '275.25'],
    ]);
  });
});
