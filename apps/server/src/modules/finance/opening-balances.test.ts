import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { accountId } from '../../test/factories';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe("opening the books: each asset's and liability's balance the day the books start", () => {
  let app: TestApp;
  let admin: string;
  const call = (method: Method, url: string, payload?: object, cookie = admin) =>
    callApp(app, method, url, cookie, payload);
  const open = (code: string, amount: string) =>
    accountId(app, code).then((id) =>
      call('PUT', `/api/admin/finance/accounts/${id}/opening-balance`, { on: '2026-01-01', amount }),
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  it('credits what a liability owed and debits what an asset held, each entry balanced against opening equity', async () => {
    expect((await open('1000', '2500.00')).statusCode).toBe(200);
    const payable = await open('2000', '1750.50');
    expect(payable.statusCode, payable.body).toBe(200);
    expect(payable.json()).toEqual({ openingBalance: { on: '2026-01-01', amount: '1750.50' } });
    const lines = await queryRows<{ code: string; debit: string; credit: string }>(
      app.database.db,
      sql`select a.account_code as code, l.debit_amount::text as debit, l.credit_amount::text as credit
        from journal_entries e join journal_entry_lines l on l.journal_entry_id = e.id
        join chart_of_accounts a on a.id = l.account_id
        where e.source_type = 'opening_balance' and e.source_id = (select id from chart_of_accounts where account_code = '2000')
        order by a.account_code`,
    );
    expect(lines).toEqual([
      { code: '2000', debit: '0.00', credit: '1750.50' },
      { code: expect.stringMatching(/^3/), debit: '1750.50', credit: '0.00' },
    ]);
    const listed = (await call('GET', '/api/admin/finance/opening-balances')).json();
    const ids = { cash: await accountId(app, '1000'), payable: await accountId(app, '2000') };
    expect(listed).toEqual([
      { accountId: ids.cash, on: '2026-01-01', amount: '2500.00' },
      { accountId: ids.payable, on: '2026-01-01', amount: '1750.50' },
    ]);
    // 0 takes it away.
    expect((await open('2000', '0')).json()).toEqual({ openingBalance: null });
    expect((await call('GET', '/api/admin/finance/opening-balances')).json()).toHaveLength(1);
  });

  it('refuses income and expense accounts, and staff without the finance edit right', async () => {
    const revenue = (
      await queryRows<{ code: string }>(
        app.database.db,
        sql`select account_code as code from chart_of_accounts where account_type = 'Revenue' limit 1`,
      )
    )[0]?.code;
    expect((await open(revenue ?? '', '100')).statusCode).toBe(404);
    const member = (await signedInAs(app, 'member')).cookie;
    expect((await call('GET', '/api/admin/finance/opening-balances', undefined, member)).statusCode).toBe(403);
  });
});
