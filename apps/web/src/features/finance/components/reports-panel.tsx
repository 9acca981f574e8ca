import type { FinanceReport } from '@club/shared';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Loaded } from '../../../components/page-state';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { downloadWithToast } from '../../../lib/download';
import { formatMoney, t } from '../../../lib/i18n';
import { reportQueryString, useReports } from '../api/get-reports';
import { IncomeByAccountChart, MonthlyChart } from './charts';

type Line = { accountCode: string; accountName: string; amount: string };

function Figures({ caption, rows, total }: { caption: string; rows: Line[]; total?: [string, string] }) {
  return (
    <table className="w-full text-start text-sm">
      <caption className="py-2 text-start font-semibold">{caption}</caption>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td className="py-1 text-slate-500">{t('finance.reportsPanel.nothingInThisPeriod')}</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.accountCode || row.accountName} className="border-t border-slate-100">
            <td className="py-1 pe-4">
              {row.accountCode && `${row.accountCode} · `}
              <bdi>{row.accountName}</bdi>
            </td>
            <td className="py-1 text-end tabular-nums">{formatMoney(row.amount)}</td>
          </tr>
        ))}
        {total && (
          <tr className="border-t-2 border-slate-300 font-semibold">
            <td className="py-1 pe-4">{total[0]}</td>
            <td className="py-1 text-end tabular-nums">{formatMoney(total[1])}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function Reports({ report }: { report: FinanceReport }) {
  const bs = report.balanceSheet;
  const pl = report.profitLoss;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-2">
        <MonthlyChart monthly={report.monthly} />
        <IncomeByAccountChart income={report.incomeExpense.income} />
      </div>
      <Tabs defaultValue="balance-sheet">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="balance-sheet">{t('finance.reportsPanel.balanceSheet')}</TabsTrigger>
          <TabsTrigger value="accounts">{t('finance.reportsPanel.chartOfAccounts')}</TabsTrigger>
          <TabsTrigger value="trial-balance">{t('finance.reportsPanel.trialBalance')}</TabsTrigger>
          <TabsTrigger value="income-expense">{t('finance.reportsPanel.incomeExpense')}</TabsTrigger>
          <TabsTrigger value="profit-loss">{t('finance.reportsPanel.profitLoss')}</TabsTrigger>
        </TabsList>
        <TabsContent value="balance-sheet" className="grid gap-6 md:grid-cols-2">
          <Figures
            caption={t('finance.reportsPanel.assetsAt', { to: report.to })}
            rows={bs.assets}
            total={['Total assets', bs.totalAssets]}
          />
          <div>
            <Figures
              caption={t('finance.reportsPanel.liabilities')}
              rows={bs.liabilities}
              total={['Total liabilities', bs.totalLiabilities]}
            />
            <Figures
              caption={t('finance.reportsPanel.equity')}
              rows={[...bs.equity, { accountCode: '', accountName: 'Net income to date', amount: bs.netIncome }]}
              total={['Total liabilities and equity', bs.totalLiabilitiesAndEquity]}
            />
          </div>
        </TabsContent>
        <TabsContent value="accounts" className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('finance.reportsPanel.accountBalancesForThe')}</caption>
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pe-4 font-medium">{t('finance.reportsPanel.account')}</th>
                <th className="py-2 pe-4 font-medium">{t('finance.reportsPanel.type')}</th>
                <th className="py-2 pe-4 text-end font-medium">{t('finance.reportsPanel.debits')}</th>
                <th className="py-2 pe-4 text-end font-medium">{t('finance.reportsPanel.credits')}</th>
                <th className="py-2 text-end font-medium">{t('finance.reportsPanel.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {report.accounts.map((a) => (
                <tr key={a.accountCode} className="border-t border-slate-100">
                  <td className="py-1 pe-4">
                    {a.accountCode} · <bdi>{a.accountName}</bdi>
                  </td>
                  <td className="py-1 pe-4">{a.accountType}</td>
                  <td className="py-1 pe-4 text-end tabular-nums">{formatMoney(a.debits)}</td>
                  <td className="py-1 pe-4 text-end tabular-nums">{formatMoney(a.credits)}</td>
                  <td className="py-1 text-end tabular-nums">{formatMoney(a.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabsContent>
        <TabsContent value="trial-balance" className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('finance.reportsPanel.trialBalance2')}</caption>
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pe-4 font-medium">{t('finance.reportsPanel.account')}</th>
                <th className="py-2 pe-4 text-end font-medium">{t('finance.reportsPanel.debit')}</th>
                <th className="py-2 text-end font-medium">{t('finance.reportsPanel.credit')}</th>
              </tr>
            </thead>
            <tbody>
              {report.trialBalance.rows.map((row) => (
                <tr key={row.accountCode} className="border-t border-slate-100">
                  <td className="py-1 pe-4">
                    {row.accountCode} · <bdi>{row.accountName}</bdi>
                  </td>
                  <td className="py-1 pe-4 text-end tabular-nums">
                    {row.debit === '0.00' ? '' : formatMoney(row.debit)}
                  </td>
                  <td className="py-1 text-end tabular-nums">{row.credit === '0.00' ? '' : formatMoney(row.credit)}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-slate-300 font-semibold">
                <td className="py-1 pe-4">{t('finance.reportsPanel.totals')}</td>
                <td className="py-1 pe-4 text-end tabular-nums">{formatMoney(report.trialBalance.totalDebit)}</td>
                <td className="py-1 text-end tabular-nums">{formatMoney(report.trialBalance.totalCredit)}</td>
              </tr>
            </tbody>
          </table>
        </TabsContent>
        <TabsContent value="income-expense" className="grid gap-6 md:grid-cols-2">
          <Figures
            caption={t('finance.reportsPanel.income')}
            rows={report.incomeExpense.income}
            total={['Total income', report.incomeExpense.totalIncome]}
          />
          <Figures
            caption={t('finance.reportsPanel.expenses')}
            rows={report.incomeExpense.expenses}
            total={['Total expenses', report.incomeExpense.totalExpenses]}
          />
        </TabsContent>
        <TabsContent value="profit-loss">
          <dl className="grid max-w-md grid-cols-2 gap-2 text-sm">
            <dt>{t('finance.reportsPanel.revenue')}</dt>
            <dd className="text-end tabular-nums">{formatMoney(pl.revenue)}</dd>
            <dt>{t('finance.reportsPanel.expenses')}</dt>
            <dd className="text-end tabular-nums">{formatMoney(pl.expenses)}</dd>
            <dt className="font-semibold">{pl.result}</dt>
            <dd
              className={`text-end font-semibold tabular-nums ${pl.result === 'Profit' ? 'text-emerald-700' : 'text-red-700'}`}
            >
              {formatMoney(pl.netIncome)}
            </dd>
          </dl>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Export All: the CSV file, with the spec's toasts. */
const exportAll = downloadWithToast({
  success: 'Financial reports exported successfully',
  failure: 'Failed to export financial reports',
  fallbackName: 'financial-reports.csv',
});

export function ReportsPanel() {
  const [range, setRange] = useState({ from: '', to: '' });
  const reports = useReports(range);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="report-from" label={t('finance.reportsPanel.from')}>
          <DateInput value={range.from} onChange={(date) => setRange((r) => ({ ...r, from: date }))} />
        </FormField>
        <FormField id="report-to" label={t('finance.reportsPanel.to')}>
          <DateInput value={range.to} onChange={(date) => setRange((r) => ({ ...r, to: date }))} />
        </FormField>
        <Button variant="outline" onClick={() => setRange({ from: '', to: '' })} disabled={!range.from && !range.to}>
          {t('finance.reportsPanel.clear')}
        </Button>
        <Button asChild variant="outline" className="ms-auto">
          <a
            href={`/api/admin/finance/reports.pdf?${reportQueryString(range)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Printer aria-hidden /> {t('finance.reportsPanel.printPdf')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`/api/admin/finance/reports.csv?${reportQueryString(range)}`} download onClick={exportAll}>
            <Download aria-hidden /> {t('finance.reportsPanel.exportAll')}
          </a>
        </Button>
      </div>
      <Loaded query={reports} failed={t('finance.reportsPanel.failedToLoadFinancial')}>
        {(data) => <Reports report={data} />}
      </Loaded>
    </div>
  );
}
