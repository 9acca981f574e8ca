import { ArrowLeft, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Loaded } from '../../../components/page-state';
import { ButtonLink } from '../../../components/ui/button';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { formatMoney, t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAccounts } from '../api/get-accounts';
import { useFinanceSummary } from '../api/get-finance-summary';
import { AccountsTable } from '../components/accounts-table';
import { AgmPack } from '../components/agm-pack';
import { BankStatements } from '../components/bank-statements';
import { CardGatewaySettings } from '../components/card-gateway-settings';
import { CardPaymentsList } from '../components/card-payments-list';
import { JournalList } from '../components/journal-list';
import { LedgerSettings } from '../components/ledger-settings';
import { RecordsTable } from '../components/records-table';
import { ReportsPanel } from '../components/reports-panel';

export function FinancePage() {
  return (
    <AdminFrame moduleId="finance" title={t('finance.financePage.financialManagement')}>
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
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('finance.financePage.back')}
      </ButtonLink>
      {summary.data && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <StatCard
            label={t('finance.financePage.totalIncome')}
            value={formatMoney(summary.data.totalIncome)}
            icon={TrendingUp}
          />
          <StatCard
            label={t('finance.financePage.totalExpenses')}
            value={formatMoney(summary.data.totalExpenses)}
            icon={TrendingDown}
          />
          <StatCard
            label={t('finance.financePage.netBalance')}
            value={formatMoney(summary.data.netBalance)}
            icon={Scale}
          />
        </div>
      )}
      {summary.data?.lockedThrough && (
        <p className="text-sm text-slate-600">
          {t('finance.financePage.theBooksAreClosed')} {summary.data.lockedThrough}.
        </p>
      )}
      <Tabs defaultValue="journal">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="journal">{t('finance.financePage.journalEntries')}</TabsTrigger>
          <TabsTrigger value="accounts">{t('finance.financePage.chartOfAccounts')}</TabsTrigger>
          <TabsTrigger value="records">{t('finance.financePage.legacyTransactions')}</TabsTrigger>
          <TabsTrigger value="statements">{t('finance.statements.tab')}</TabsTrigger>
          <TabsTrigger value="reports">{t('finance.financePage.reportsAnalytics')}</TabsTrigger>
        </TabsList>
        <Loaded query={accounts} failed={t('finance.financePage.failedToLoadChart')}>
          {(data) => (
            <>
              <TabsContent value="journal">
                <JournalList accounts={data} />
              </TabsContent>
              <TabsContent value="accounts" className="flex flex-col gap-6">
                <AccountsTable accounts={data} />
                <LedgerSettings
                  accounts={data}
                  lockedThrough={summary.data?.lockedThrough ?? null}
                  canMapRoles={can('settings', 'edit')}
                  canLock={role === 'admin'}
                />
                {can('finance', 'approve') && <CardGatewaySettings />}
              </TabsContent>
              <TabsContent value="records">
                <RecordsTable accounts={data} />
              </TabsContent>
              <TabsContent value="statements">
                <div className="flex flex-col gap-6">
                  <BankStatements accounts={data} />
                  <CardPaymentsList />
                </div>
              </TabsContent>
            </>
          )}
        </Loaded>
        <TabsContent value="reports" className="flex flex-col gap-6">
          <AgmPack />
          <ReportsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
