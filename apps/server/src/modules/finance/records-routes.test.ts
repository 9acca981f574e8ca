import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { databaseErrorCode } from '../../platform/errors';
import { accountId as accountIdOf, legacyExpense } from '../../test/factories';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe('legacy transactions', () => {
  let app: TestApp;
  let admin: string;
  let executive: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const expense = (cookie: string, amount = '120.00') => legacyExpense(app, cookie, { amount });

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    executive = (await signedInAs(app, 'executive')).cookie;
  });
  afterAll(() => app.close());

  it('waits for another approver, then posts against cash; approved once, never deleted', async () => {
    const created = await expense(executive);
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ isApproved: false, amount: '120.00', accountCode: '5300' });
    const own = await call('POST', `/api/admin/finance/records/${record.id}/approve`, executive);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve a record you created: another approver must.');
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/admin/finance/records/${record.id}/approve`, admin)),
    );
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(approvals.find((r) => r.statusCode === 200)?.json()).toMatchObject({
      isApproved: true,
      approvedByName: 'Test admin',
    });
    const lines = await queryRows<{ code: string; debit: string; credit: string }>(
      app.database.db,
      sql`select a.account_code as code, l.debit_amount::text as debit, l.credit_amount::text as credit
        from journal_entries e join journal_entry_lines l on l.journal_entry_id = e.id join chart_of_accounts a on a.id = l.account_id
        where e.source_type = 'financial_record' and e.source_id = ${record.id} order by l.line_number`,
    );
    expect(lines).toEqual([
      { code: '5300', debit: '120.00', credit: '0.00' },
      { code: '1000', debit: '0.00', credit: '120.00' },
    ]);
    expect((await call('DELETE', `/api/admin/finance/records/${record.id}`, admin)).statusCode).toBe(409);
  });

  it('deletes a pending record; refuses an income on an expense account, a zero amount, and self-approval in SQL', async () => {
    const pending = (await expense(executive, '15.50')).json();
    expect((await call('DELETE', `/api/admin/finance/records/${pending.id}`, executive)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/finance/records/${pending.id}`, admin)).statusCode).toBe(204);
    const wrongAccount = await call('POST', '/api/admin/finance/records', executive, {
      transactionType: 'income',
      amount: '10',
      transactionDate: '2026-09-14',
      accountId: await accountIdOf(app, '5300'),
      description: 'x',
    });
    expect(wrongAccount.statusCode).toBe(400);
    expect((await expense(executive, '0')).statusCode).toBe(400);
    const mine = (await expense(executive)).json();
    const selfApproved = await app.database.db
      .execute(sql`update financial_records set is_approved = true, approved_by = created_by where id = ${mine.id}`)
      .then(() => null, databaseErrorCode);
    expect(selfApproved).toBe('23514');
    const list = (await call('GET', '/api/admin/finance/records', executive)).json();
    expect(list.items.map((r: { id: string }) => r.id)).toContain(mine.id);
  });

  it('sorts by date, description (any case) or amount (as numbers), both ways; refuses other columns', async () => {
    const ids: Record<string, string> = {};
    for (const [description, amount, transactionDate] of [
      ['zebra crossing paint', '1000.50', '2019-03-01'],
      ['Apple juice for the squad', '20.00', '2019-01-01'],
      ['ball pumps', '300.00', '2019-02-01'],
    ] as const) {
      const created = await call('POST', '/api/admin/finance/records', executive, {
        transactionType: 'expense',
        amount,
        transactionDate,
        accountId: await accountIdOf(app, '5300'),
        description,
      });
      expect(created.statusCode).toBe(201);
      ids[created.json().id] = description.split(' ')[0] as string;
    }
    const order = async (query: string) => {
      const response = await call('GET', `/api/admin/finance/records?pageSize=100${query}`, executive);
      expect(response.statusCode).toBe(200);
      return response.json().items.flatMap((r: { id: string }) => ids[r.id] ?? []);
    };
    expect(await order('')).toEqual(['zebra', 'ball', 'Apple']);
    expect(await order('&sort=date')).toEqual(['Apple', 'ball', 'zebra']);
    expect(await order('&sort=description')).toEqual(['Apple', 'ball', 'zebra']);
    expect(await order('&sort=description&dir=desc')).toEqual(['zebra', 'ball', 'Apple']);
    expect(await order('&sort=amount')).toEqual(['Apple', 'ball', 'zebra']);
    expect(await order('&sort=amount&dir=desc')).toEqual(['zebra', 'ball', 'Apple']);
    for (const bad of ['sort=account', 'sort=amount&dir=up'])
      expect((await call('GET', `/api/admin/finance/records?${bad}`, executive)).statusCode, bad).toBe(400);
  });

  it('approves 20 records at once, each posted exactly once', async () => {
    const records = await Promise.all(Array.from({ length: 20 }, (_, i) => expense(executive, `${i + 1}.00`)));
    const approvals = await Promise.all(
      records.map((r) => call('POST', `/api/admin/finance/records/${r.json().id}/approve`, admin)),
    );
    expect(approvals.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const [posted] = await queryRows<{ entries: number; lines: number }>(
      app.database.db,
      sql`select count(distinct e.id)::int as entries, count(l.id)::int as lines from journal_entries e
        join journal_entry_lines l on l.journal_entry_id = e.id
        where e.source_type = 'financial_record' and e.source_id = any(${`{${records.map((r) => r.json().id).join(',')}}`}::uuid[])`,
    );
    expect(posted).toEqual({ entries: 20, lines: 40 });
  });
});
