import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';
import { postEntry } from './ledger';

describe('finance reports', () => {
  let app: TestApp;
  let admin: string;
  const ids = new Map<string, string>();
  const entry = (transactionDate: string, debitCode: string, creditCode: string, amount: string) =>
    app.database.db.transaction((tx) =>
      postEntry(tx, {
        transactionDate,
        description: `${debitCode}/${creditCode}`,
        createdBy: null,
        lines: [
          { accountId: ids.get(debitCode) as string, debit: amount },
          { accountId: ids.get(creditCode) as string, credit: amount },
        ],
      }),
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    for (const row of await queryRows<{ id: string; account_code: string }>(
      app.database.db,
      sql`select id, account_code from chart_of_accounts`,
    ))
      ids.set(row.account_code, row.id);
    await entry('2031-01-05', '1010', '3000', '10000.00'); // opening funds in the bank
    await entry('2031-01-10', '1000', '4000', '500.00'); // membership fees in cash
    await entry('2031-02-03', '5200', '1010', '1200.50'); // kit paid from the bank
    await entry('2031-02-20', '1010', '4300', '2000.00'); // sponsorship received
    await entry('2031-03-01', '5100', '2000', '300.25'); // venue hire on account
  });
  afterAll(() => app.close());

  it('computes every report for a period as worked out by hand', async () => {
    const report = (
      await app.app.inject({
        method: 'GET',
        url: '/api/admin/finance/reports?from=2031-02-01&to=2031-03-31',
        headers: { cookie: admin },
      })
    ).json();
    expect(report.trialBalance).toEqual({
      rows: [
        { accountCode: '1010', accountName: 'Bank Account', debit: '799.50', credit: '0.00' },
        { accountCode: '2000', accountName: 'Accounts Payable', debit: '0.00', credit: '300.25' },
        { accountCode: '4300', accountName: 'Sponsorship', debit: '0.00', credit: '2000.00' },
        { accountCode: '5100', accountName: 'Venue and Facility Hire', debit: '300.25', credit: '0.00' },
        { accountCode: '5200', accountName: 'Equipment and Kit', debit: '1200.50', credit: '0.00' },
      ],
      totalDebit: '2300.25',
      totalCredit: '2300.25',
    });
    expect(report.incomeExpense).toEqual({
      income: [{ accountCode: '4300', accountName: 'Sponsorship', amount: '2000.00' }],
      expenses: [
        { accountCode: '5100', accountName: 'Venue and Facility Hire', amount: '300.25' },
        { accountCode: '5200', accountName: 'Equipment and Kit', amount: '1200.50' },
      ],
      totalIncome: '2000.00',
      totalExpenses: '1500.75',
    });
    expect(report.profitLoss).toEqual({
      revenue: '2000.00',
      expenses: '1500.75',
      netIncome: '499.25',
      result: 'Profit',
    });
    // Cumulative to 31 March, with the net income to date inside equity: it balances.
    expect(report.balanceSheet).toEqual({
      assets: [
        { accountCode: '1000', accountName: 'Cash on Hand', amount: '500.00' },
        { accountCode: '1010', accountName: 'Bank Account', amount: '10799.50' },
      ],
      liabilities: [{ accountCode: '2000', accountName: 'Accounts Payable', amount: '300.25' }],
      equity: [{ accountCode: '3000', accountName: 'Accumulated Funds', amount: '10000.00' }],
      netIncome: '999.25',
      totalAssets: '11299.50',
      totalLiabilities: '300.25',
      totalEquity: '10999.25',
      totalLiabilitiesAndEquity: '11299.50',
    });
    expect(report.monthly).toEqual([
      { month: '2031-02', income: '2000.00', expenses: '1200.50' },
      { month: '2031-03', income: '0.00', expenses: '300.25' },
    ]);
    const bank = report.accounts.find((a: { accountCode: string }) => a.accountCode === '1010');
    expect(bank).toEqual({
      accountCode: '1010',
      accountName: 'Bank Account',
      accountType: 'Asset',
      debits: '2000.00',
      credits: '1200.50',
      balance: '799.50',
    });
  });

  it('exports every report as financial-reports-{date}.csv, negative amounts as numbers', async () => {
    await entry('2031-04-02', '4000', '1000', '50.00'); // a refund: membership income debited
    const csv = await app.app.inject({
      method: 'GET',
      url: '/api/admin/finance/reports.csv?from=2031-04-01&to=2031-04-30',
      headers: { cookie: admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="financial-reports-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body).toContain('Profit & Loss,,Net income (Loss),,,,-50.00');
    expect(csv.body.split('\n')[0]).toBe(
      '\uFEFFReport,Account Code,Account,Type,Debit (MVR),Credit (MVR),Amount (MVR)',
    );
  });

  it('prints the reports as a PDF whose text carries the figures', async () => {
    const pdf = await app.app.inject({
      method: 'GET',
      url: '/api/admin/finance/reports.pdf?from=2031-02-01&to=2031-03-31',
      headers: { cookie: admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toMatch(/Net income \(Profit\)\s+MVR 499\.25/);
    expect(text).toMatch(/Total liabilities and equity\s+MVR 11,299\.50/);
  });

  it('keeps the trial balance and the balance sheet in balance on random ledgers', async () => {
    let seed = 20311;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const codes = [...ids.keys()];
    for (let i = 0; i < 40; i++) {
      const lines = Array.from({ length: 2 + random(3) }, () => ({
        accountId: ids.get(codes[random(codes.length)] as string) as string,
        cents: BigInt(1 + random(5_000_000)),
      }));
      // Every line but the last is a debit; the last credits their sum, so the entry balances.
      const debits = lines.slice(0, -1);
      const credit = lines.at(-1) as (typeof lines)[number];
      const total = debits.reduce((sum, l) => sum + l.cents, 0n);
      const fmt = (c: bigint) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
      await app.database.db.transaction((tx) =>
        postEntry(tx, {
          transactionDate: `2032-${String(1 + random(12)).padStart(2, '0')}-${String(1 + random(28)).padStart(2, '0')}`,
          description: `random ${i}`,
          createdBy: null,
          lines: [
            ...debits.map((l) => ({ accountId: l.accountId, debit: fmt(l.cents) })),
            { accountId: credit.accountId, credit: fmt(total) },
          ],
        }),
      );
    }
    for (const range of ['', '?from=2032-03-01&to=2032-09-30', '?to=2032-06-15']) {
      const report = (
        await app.app.inject({ method: 'GET', url: `/api/admin/finance/reports${range}`, headers: { cookie: admin } })
      ).json();
      expect(report.trialBalance.totalDebit).toBe(report.trialBalance.totalCredit);
      expect(report.balanceSheet.totalAssets).toBe(report.balanceSheet.totalLiabilitiesAndEquity);
    }
  });
});
