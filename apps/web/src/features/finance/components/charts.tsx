import type { FinanceReport } from '@club/shared';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { UserText } from '../../../components/ui/user-text';
import { barCents as cents, largest, share } from '../../../lib/chart-scale';
import { formatMoney, t } from '../../../lib/i18n';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** Income against expenses, month by month, as grouped bars; the figures are also in a table for screen readers. */
export function MonthlyChart({ monthly }: { monthly: FinanceReport['monthly'] }) {
  if (monthly.length === 0) return <p className="text-sm text-slate-500">{t('finance.charts.noIncomeOrExpenses')}</p>;
  const max = largest(monthly.flatMap((row) => [cents(row.income), cents(row.expenses)]));
  const height = 160;
  const group = 60;
  const width = Math.max(monthly.length * group, 200);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{t('finance.charts.incomeAndExpensesBy')}</figcaption>
      <ScrollRegion label={t('finance.charts.incomeAndExpensesBy')}>
        <svg width={width} height={height + 24} role="img" aria-label={t('finance.charts.incomeAndExpensesBy2')}>
          {monthly.map((row, index) => {
            const x = index * group + 4;
            const income = share(row.income, max) * height;
            const expenses = share(row.expenses, max) * height;
            return (
              <g key={row.month}>
                <rect x={x + 6} y={height - income} width={20} height={income} className="fill-emerald-600" />
                <rect x={x + 28} y={height - expenses} width={20} height={expenses} className="fill-red-600" />
                <text x={x + 27} y={height + 16} textAnchor="middle" className="fill-slate-600 text-[11px]">
                  {monthLabel(row.month)}
                </text>
              </g>
            );
          })}
        </svg>
      </ScrollRegion>
      <p className="flex gap-4 text-xs text-slate-600" aria-hidden>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 bg-emerald-600" /> {t('finance.charts.income')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 bg-red-600" /> {t('finance.charts.expenses')}
        </span>
      </p>
      <table className="sr-only">
        <caption>{t('finance.charts.incomeAndExpensesBy')}</caption>
        <thead>
          <tr>
            <th>{t('finance.charts.month')}</th>
            <th>{t('finance.charts.income')}</th>
            <th>{t('finance.charts.expenses')}</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((row) => (
            <tr key={row.month}>
              <td>{monthLabel(row.month)}</td>
              <td>{formatMoney(row.income)}</td>
              <td>{formatMoney(row.expenses)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Each revenue account's share of the period's income, as horizontal bars with their figures. */
export function IncomeByAccountChart({ income }: { income: FinanceReport['incomeExpense']['income'] }) {
  const rows = income.filter((row) => cents(row.amount) > 0n);
  if (rows.length === 0) return <p className="text-sm text-slate-500">{t('finance.charts.noIncomeInThis')}</p>;
  const max = largest(rows.map((row) => cents(row.amount)));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{t('finance.charts.incomeByAccount')}</figcaption>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.accountCode} className="grid grid-cols-[10rem_1fr_auto] items-center gap-2 text-sm">
            <UserText as="span" className="truncate">
              {row.accountName}
            </UserText>
            <span className="h-3 rounded bg-slate-100">
              <span
                className="block h-3 rounded bg-brand-700"
                style={{ width: `${(share(row.amount, max) * 100).toFixed(1)}%` }}
              />
            </span>
            <span className="tabular-nums">{formatMoney(row.amount)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
