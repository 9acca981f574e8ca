import { formatMvr } from '@club/shared';
import { ArrowLeft, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useAccounts } from '../api/get-accounts';
import { useFinanceSummary } from '../api/get-finance-summary';
import { AccountsTable } from '../components/accounts-table';
import { JournalList } from '../components/journal-list';
import { LedgerSettings } from '../components/ledger-settings';
import { RecordsTable } from '../components/records-table';
import { ReportsPanel } from '../components/reports-panel';

export function FinancePage() {
  return (
    <AdminFrame moduleId="finance" title="Financial Management">
      <Finance />
    </AdminFrame>
  );
}

function Finance() {
  const { can, role } = useAuth();
  const summary = useFinanceSummary();
  const accounts = useAccounts();
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      {summary.data && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <StatCard label="Total Income" value={formatMvr(summary.data.totalIncome)} icon={TrendingUp} />
          <StatCard label="Total Expenses" value={formatMvr(summary.data.totalExpenses)} icon={TrendingDown} />
          <StatCard label="Net Balance" value={formatMvr(summary.data.netBalance)} icon={Scale} />
        </div>
      )}
      {summary.data?.lockedThrough && (
        <p className="text-sm text-slate-600">The books are closed through {summary.data.lockedThrough}.</p>
      )}
      <Tabs defaultValue="journal">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="journal">Journal Entries</TabsTrigger>
          <TabsTrigger value="accounts">Chart of Accounts</TabsTrigger>
          <TabsTrigger value="records">Legacy Transactions</TabsTrigger>
          <TabsTrigger value="reports">Reports &amp; Analytics</TabsTrigger>
        </TabsList>
        {accounts.isError ? (
          <p className="text-red-700">Failed to load chart of accounts</p>
        ) : !accounts.data ? (
          <Spinner />
        ) : (
          <>
            <TabsContent value="journal">
              <JournalList accounts={accounts.data} />
            </TabsContent>
            <TabsContent value="accounts" className="flex flex-col gap-6">
              <AccountsTable accounts={accounts.data} />
              <LedgerSettings
                accounts={accounts.data}
                lockedThrough={summary.data?.lockedThrough ?? null}
                canMapRoles={can('settings', 'edit')}
                canLock={role === 'admin'}
              />
            </TabsContent>
            <TabsContent value="records">
              <RecordsTable accounts={accounts.data} />
            </TabsContent>
          </>
        )}
        <TabsContent value="reports">
          <ReportsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
