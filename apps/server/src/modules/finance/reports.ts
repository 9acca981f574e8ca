import { type AccountType, clubToday, type FinanceReport, fromCents } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';

interface AccountTotals {
  account_code: string;
  account_name: string;
  account_type: AccountType;
  period_debits: string;
  period_credits: string;
  /** Debits less credits from the beginning of the books to `to`, in cents. */
  cumulative_net_cents: string;
  /** Debits less credits within the period, in cents. */
  period_net_cents: string;
}

const DEBIT_SIDE = new Set<AccountType>(['Asset', 'Expense']);

/** A balance on the account type's own side, from debits-less-credits cents. */
const sided = (type: AccountType, netCents: bigint) => (DEBIT_SIDE.has(type) ? netCents : -netCents);

const sum = (values: bigint[]) => values.reduce((total, v) => total + v, 0n);

/**
 * Every report for the period `from`..`to` (to defaults to today, from to the beginning of the books),
 * aggregated in SQL over the ledger; totals are added up in integer cents.
 */
export async function financeReport(db: AppDatabase, range: { from?: string; to?: string }): Promise<FinanceReport> {
  const to = range.to ?? clubToday();
  const from = range.from ?? null;
  const inPeriod = from ? sql`e.transaction_date >= ${from}` : sql`true`;
  const [accounts, monthly] = await Promise.all([
    queryRows<AccountTotals>(
      db,
      sql`select a.account_code, a.account_name, a.account_type,
          coalesce(sum(l.debit_amount) filter (where ${inPeriod}), 0)::numeric(14,2)::text as period_debits,
          coalesce(sum(l.credit_amount) filter (where ${inPeriod}), 0)::numeric(14,2)::text as period_credits,
          (coalesce(sum(l.debit_amount - l.credit_amount), 0) * 100)::bigint::text as cumulative_net_cents,
          (coalesce(sum(l.debit_amount - l.credit_amount) filter (where ${inPeriod}), 0) * 100)::bigint::text as period_net_cents
        from chart_of_accounts a
        left join (journal_entry_lines l join journal_entries e on e.id = l.journal_entry_id and e.transaction_date <= ${to})
          on l.account_id = a.id
        group by a.id
        having a.is_active or count(l.id) > 0
        order by a.account_code`,
    ),
    queryRows<{ month: string; income_cents: string; expense_cents: string }>(
      db,
      sql`select to_char(e.transaction_date, 'YYYY-MM') as month,
          (coalesce(sum(l.credit_amount - l.debit_amount) filter (where a.account_type = 'Revenue'), 0) * 100)::bigint::text as income_cents,
          (coalesce(sum(l.debit_amount - l.credit_amount) filter (where a.account_type = 'Expense'), 0) * 100)::bigint::text as expense_cents
        from journal_entries e
        join journal_entry_lines l on l.journal_entry_id = e.id
        join chart_of_accounts a on a.id = l.account_id and a.account_type in ('Revenue', 'Expense')
        where e.transaction_date <= ${to} and ${inPeriod}
        group by 1 order by 1`,
    ),
  ]);

  const rows = accounts.map((a) => ({
    ...a,
    period: sided(a.account_type, BigInt(a.period_net_cents)),
    cumulative: sided(a.account_type, BigInt(a.cumulative_net_cents)),
  }));
  const line = (a: (typeof rows)[number], cents: bigint) => ({
    accountCode: a.account_code,
    accountName: a.account_name,
    amount: fromCents(cents),
  });
  const ofType = (type: AccountType) => rows.filter((a) => a.account_type === type);

  const trialRows = rows
    .map((a) => ({ a, net: BigInt(a.period_net_cents) }))
    .filter(({ net }) => net !== 0n)
    .map(({ a, net }) => ({
      accountCode: a.account_code,
      accountName: a.account_name,
      debit: fromCents(net > 0n ? net : 0n),
      credit: fromCents(net < 0n ? -net : 0n),
    }));
  const periodNets = rows.map((a) => BigInt(a.period_net_cents));

  const revenue = sum(ofType('Revenue').map((a) => a.period));
  const expenses = sum(ofType('Expense').map((a) => a.period));
  const netIncome = revenue - expenses;

  const assets = ofType('Asset');
  const liabilities = ofType('Liability');
  const equity = ofType('Equity');
  const cumulativeNetIncome =
    sum(ofType('Revenue').map((a) => a.cumulative)) - sum(ofType('Expense').map((a) => a.cumulative));
  const totalAssets = sum(assets.map((a) => a.cumulative));
  const totalLiabilities = sum(liabilities.map((a) => a.cumulative));
  const totalEquity = sum(equity.map((a) => a.cumulative)) + cumulativeNetIncome;

  return {
    from,
    to,
    accounts: rows.map((a) => ({
      accountCode: a.account_code,
      accountName: a.account_name,
      accountType: a.account_type,
      debits: a.period_debits,
      credits: a.period_credits,
      balance: fromCents(a.period),
    })),
    trialBalance: {
      rows: trialRows,
      totalDebit: fromCents(sum(periodNets.filter((n) => n > 0n))),
      totalCredit: fromCents(-sum(periodNets.filter((n) => n < 0n))),
    },
    incomeExpense: {
      income: ofType('Revenue')
        .filter((a) => a.period !== 0n)
        .map((a) => line(a, a.period)),
      expenses: ofType('Expense')
        .filter((a) => a.period !== 0n)
        .map((a) => line(a, a.period)),
      totalIncome: fromCents(revenue),
      totalExpenses: fromCents(expenses),
    },
    profitLoss: {
      revenue: fromCents(revenue),
      expenses: fromCents(expenses),
      netIncome: fromCents(netIncome),
      result: netIncome >= 0n ? 'Profit' : 'Loss',
    },
    balanceSheet: {
      assets: assets.filter((a) => a.cumulative !== 0n).map((a) => line(a, a.cumulative)),
      liabilities: liabilities.filter((a) => a.cumulative !== 0n).map((a) => line(a, a.cumulative)),
      equity: equity.filter((a) => a.cumulative !== 0n).map((a) => line(a, a.cumulative)),
      netIncome: fromCents(cumulativeNetIncome),
      totalAssets: fromCents(totalAssets),
      totalLiabilities: fromCents(totalLiabilities),
      totalEquity: fromCents(totalEquity),
      totalLiabilitiesAndEquity: fromCents(totalLiabilities + totalEquity),
    },
    monthly: monthly.map((m) => ({
      month: m.month,
      income: fromCents(BigInt(m.income_cents)),
      expenses: fromCents(BigInt(m.expense_cents)),
    })),
  };
}

/** Every report as one CSV (Export All): section, account, figures. */
export function reportRows(report: FinanceReport): unknown[][] {
  const rows: unknown[][] = [];
  for (const a of report.accounts)
    rows.push(['Chart of Accounts', a.accountCode, a.accountName, a.accountType, a.debits, a.credits, a.balance]);
  for (const t of report.trialBalance.rows)
    rows.push(['Trial Balance', t.accountCode, t.accountName, '', t.debit, t.credit, '']);
  rows.push(['Trial Balance', '', 'Totals', '', report.trialBalance.totalDebit, report.trialBalance.totalCredit, '']);
  for (const i of report.incomeExpense.income)
    rows.push(['Income', i.accountCode, i.accountName, 'Revenue', '', '', i.amount]);
  for (const x of report.incomeExpense.expenses)
    rows.push(['Expenses', x.accountCode, x.accountName, 'Expense', '', '', x.amount]);
  const pl = report.profitLoss;
  rows.push(['Profit & Loss', '', 'Revenue', '', '', '', pl.revenue]);
  rows.push(['Profit & Loss', '', 'Expenses', '', '', '', pl.expenses]);
  rows.push(['Profit & Loss', '', `Net income (${pl.result})`, '', '', '', pl.netIncome]);
  const bs = report.balanceSheet;
  for (const [section, list] of [
    ['Assets', bs.assets],
    ['Liabilities', bs.liabilities],
    ['Equity', bs.equity],
  ] as const)
    for (const l of list) rows.push([`Balance Sheet: ${section}`, l.accountCode, l.accountName, '', '', '', l.amount]);
  rows.push(['Balance Sheet: Equity', '', 'Net income to date', '', '', '', bs.netIncome]);
  rows.push(['Balance Sheet', '', 'Total assets', '', '', '', bs.totalAssets]);
  rows.push(['Balance Sheet', '', 'Total liabilities and equity', '', '', '', bs.totalLiabilitiesAndEquity]);
  return rows;
}

export const REPORT_CSV_HEADER = [
  'Report',
  'Account Code',
  'Account',
  'Type',
  'Debit (MVR)',
  'Credit (MVR)',
  'Amount (MVR)',
];
