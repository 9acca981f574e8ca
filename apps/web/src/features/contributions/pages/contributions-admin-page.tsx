import {
  CONTRIBUTION_STATUS_LABELS,
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  type StaffContribution,
} from '@club/shared';
import { ArrowLeft, Banknote, Check, Download, FileText, Plus, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Loaded } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ActionCardHeader, Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Options, Select } from '../../../components/ui/select';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useDecideContribution } from '../api/decide-contribution';
import { useAllTypes } from '../api/get-all-types';
import { type ContributionSortColumn, useStaffContributions } from '../api/get-staff-contributions';
import { useToggleType } from '../api/toggle-type';
import { CashDialog } from '../components/cash-dialog';
import { ReasonDialog } from '../components/reason-dialog';
import { TypeDialog } from '../components/type-dialog';

const STATUS_VARIANT: Record<ContributionStatus, 'default' | 'outline' | 'destructive' | 'secondary'> = {
  completed: 'default',
  pending: 'outline',
  failed: 'destructive',
  reversed: 'secondary',
};

export function ContributionsAdminPage() {
  return (
    <AdminFrame
      moduleId="contributions"
      title={t('contributions.contributionsAdminPage.contributionManagement')}
      adminTrail={t('common.nav.contributions')}
    >
      <ContributionsAdmin />
    </AdminFrame>
  );
}

function TypesCard() {
  const { can } = useAuth();
  const types = useAllTypes();
  const toggle = useToggleType();
  const [adding, setAdding] = useState(false);
  const onToggle = async (id: string, isActive: boolean) => {
    try {
      await toggle.mutateAsync({ id, isActive });
      toast.success(t('common.toast.done'), { description: 'Contribution type status updated' });
    } catch (error) {
      toast.error(t('common.toast.error'), {
        description: failureMessage(error, 'Failed to update contribution type'),
      });
    }
  };
  return (
    <Card>
      <ActionCardHeader title={t('contributions.contributionsAdminPage.contributionTypes')}>
        {can('contributions', 'create') && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {t('contributions.contributionsAdminPage.addType')}
          </Button>
        )}
      </ActionCardHeader>
      <CardContent>
        <Loaded query={types} failed={t('contributions.contributionsAdminPage.failedToLoadContribution')}>
          {(data) =>
            data.length === 0 ? (
              <p className="text-sm text-slate-500">
                {t('contributions.contributionsAdminPage.noContributionTypesYet')}
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200">
                {data.map((type) => (
                  <li key={type.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="font-medium">{type.name}</p>
                      {type.description && <p className="text-sm text-slate-600">{type.description}</p>}
                      {type.suggestedAmount && (
                        <p className="text-xs text-slate-500">
                          {t('contributions.contributionsAdminPage.suggested')} {formatMoney(type.suggestedAmount)}
                        </p>
                      )}
                    </div>
                    <div className="flex items-center gap-2">
                      <Badge variant={type.isActive ? 'default' : 'secondary'}>
                        {type.isActive
                          ? t('contributions.contributionsAdminPage.active')
                          : t('contributions.contributionsAdminPage.inactive')}
                      </Badge>
                      {can('contributions', 'edit') && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={toggle.isPending}
                          onClick={() => onToggle(type.id, !type.isActive)}
                          aria-label={t(
                            type.isActive
                              ? 'contributions.contributionsAdminPage.deactivateType'
                              : 'contributions.contributionsAdminPage.activateType',
                            { name: type.name },
                          )}
                        >
                          {type.isActive
                            ? t('contributions.contributionsAdminPage.deactivate')
                            : t('contributions.contributionsAdminPage.activate')}
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </CardContent>
      <TypeDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

type Pending = { contribution: StaffContribution; action: 'reject' | 'reverse' } | null;

function ContributionsAdmin() {
  const { can, user } = useAuth();
  const types = useAllTypes();
  const [status, setStatus] = useState<ContributionStatus | ''>('');
  const paging = usePagedSearch<ContributionSortColumn>();
  const list = useStaffContributions({ ...paging.query, status });
  const queue = useStaffContributions({ status: 'pending', search: '', page: 1 });
  const decide = useDecideContribution();
  const [reasonFor, setReasonFor] = useState<Pending>(null);
  const [recordingCash, setRecordingCash] = useState(false);
  const canDecide = can('contributions', 'edit');

  const confirm = async (contribution: StaffContribution) => {
    try {
      await decide.mutateAsync({ id: contribution.id, action: 'confirm' });
      toast.success(t('common.toast.done'), {
        description: t('contributions.contributionsAdminPage.contributionConfirmedReceiptEmailed', {}),
      });
    } catch (error) {
      toast.error(t('common.toast.error'), {
        description: failureMessage(error, 'Failed to confirm the contribution'),
      });
    }
  };
  const exportUrl = `/api/admin/contributions/export.csv${status ? `?status=${status}` : ''}`;

  return (
    <div className="flex flex-col gap-6">
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('contributions.contributionsAdminPage.back')}
      </ButtonLink>
      {can('contributions', 'create') && types.data && types.data.length > 0 && (
        <PageAction>
          <Button onClick={() => setRecordingCash(true)}>
            <Banknote aria-hidden /> {t('contributions.contributionsAdminPage.recordCashDonation')}
          </Button>
        </PageAction>
      )}

      {canDecide && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              {t('contributions.contributionsAdminPage.waitingForConfirmation')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {!queue.data ? (
              <Spinner />
            ) : queue.data.items.length === 0 ? (
              <p className="text-sm text-slate-500">
                {t('contributions.contributionsAdminPage.noContributionsAreWaiting')}
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200">
                {queue.data.items.map((c) => (
                  <li key={c.id} className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between">
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold">
                        {formatMoney(c.amount)} · {c.typeName}
                      </p>
                      <p>
                        {c.contributorName} &lt;{c.contributorEmail}&gt;
                        {c.isAnonymous ? t('contributions.contributionsAdminPage.anonymous') : ''}
                      </p>
                      <p className="text-slate-500">
                        {t('contributions.contributionsAdminPage.reference')}{' '}
                        <span className="font-mono">{c.paymentReference}</span> ·{' '}
                        {c.paymentMethod === 'cash'
                          ? t('contributions.contributionsAdminPage.cashRecordedBy', {
                              value0: c.recordedByName ?? 'Unknown',
                            })
                          : c.paymentMethod === 'card'
                            ? t('contributions.contributionsAdminPage.card')
                            : t('contributions.contributionsAdminPage.bankTransfer')}{' '}
                        · {formatDateTime(c.createdAt)}
                      </p>
                      {c.message && <p className="text-slate-600">“{c.message}”</p>}
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      {c.hasSlip && (
                        <Button asChild size="sm" variant="outline">
                          <a
                            href={`/api/admin/contributions/${c.id}/slip`}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('contributions.contributionsAdminPage.transferSlipOf', {
                              paymentReference: c.paymentReference,
                            })}
                          >
                            <FileText aria-hidden /> {t('contributions.contributionsAdminPage.slip')}
                          </a>
                        </Button>
                      )}
                      <Button
                        size="sm"
                        disabled={decide.isPending || c.recordedBy === user?.id}
                        title={
                          c.recordedBy === user?.id
                            ? t('contributions.contributionsAdminPage.youRecordedThisDonation')
                            : undefined
                        }
                        onClick={() => confirm(c)}
                        aria-label={t('contributions.contributionsAdminPage.confirm', {
                          paymentReference: c.paymentReference,
                        })}
                      >
                        <Check aria-hidden /> {t('contributions.contributionsAdminPage.confirm')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setReasonFor({ contribution: c, action: 'reject' })}
                        aria-label={t('contributions.contributionsAdminPage.reject', {
                          paymentReference: c.paymentReference,
                        })}
                      >
                        <X aria-hidden /> {t('contributions.contributionsAdminPage.reject')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <CardTitle className="text-base">{t('contributions.contributionsAdminPage.recentContributions')}</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <SearchInput
                label={t('contributions.contributionsAdminPage.searchContributions')}
                placeholder={t('contributions.contributionsAdminPage.nameEmailOrReference')}
                value={paging.search}
                onSearch={paging.setSearch}
              />
              <Select
                aria-label={t('contributions.contributionsAdminPage.filterByStatus')}
                className="w-auto"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as ContributionStatus | '');
                  paging.setPage(1);
                }}
              >
                <option value="">{t('contributions.contributionsAdminPage.allStatuses')}</option>
                <Options
                  values={CONTRIBUTION_STATUSES}
                  label={(s) => translateMessage(CONTRIBUTION_STATUS_LABELS[s])}
                />
              </Select>
              <Button asChild size="sm" variant="outline">
                <a href={exportUrl} download>
                  <Download aria-hidden /> {t('contributions.contributionsAdminPage.exportCsv')}
                </a>
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <Loaded query={list} failed={t('contributions.contributionsAdminPage.failedToLoadContributions')}>
              {(data) =>
                data.items.length === 0 ? (
                  <p className="text-sm text-slate-500">
                    {t('contributions.contributionsAdminPage.noContributionsFound')}
                  </p>
                ) : (
                  <div className="overflow-x-auto">
                    <table className="w-full text-sm">
                      <thead>
                        <tr className="border-b border-slate-200 text-start text-slate-500">
                          <SortableHeader
                            column="contributor"
                            label={t('contributions.contributionsAdminPage.contributor')}
                            list={paging}
                            className="px-0 py-1"
                          />
                          <SortableHeader
                            column="amount"
                            label={t('contributions.contributionsAdminPage.amount')}
                            list={paging}
                            className="px-0 py-1"
                          />
                          <th className="px-2 py-2 font-medium">{t('contributions.contributionsAdminPage.status')}</th>
                          <SortableHeader
                            column="date"
                            label={t('contributions.contributionsAdminPage.date')}
                            list={paging}
                            className="px-0 py-1"
                          />
                          <th className="px-2 py-2 font-medium">
                            <span className="sr-only">{t('contributions.contributionsAdminPage.actions')}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.items.map((c) => (
                          <tr key={c.id} className="border-b border-slate-100 last:border-0">
                            <td className="px-2 py-2" dir="auto">
                              {c.displayName}
                            </td>
                            <td className="px-2 py-2 whitespace-nowrap">{formatMoney(c.amount)}</td>
                            <td className="px-2 py-2">
                              <Badge variant={STATUS_VARIANT[c.status]}>
                                {translateMessage(CONTRIBUTION_STATUS_LABELS[c.status])}
                              </Badge>
                            </td>
                            <td className="px-2 py-2 whitespace-nowrap">{formatDate(c.createdAt)}</td>
                            <td className="px-2 py-2 text-end whitespace-nowrap">
                              {c.receiptNumber && (
                                <Button asChild size="sm" variant="ghost">
                                  <a
                                    href={`/api/admin/contributions/${c.id}/receipt`}
                                    target="_blank"
                                    rel="noopener noreferrer"
                                    aria-label={t('contributions.contributionsAdminPage.receipt', {
                                      receiptNumber: c.receiptNumber ?? '',
                                    })}
                                  >
                                    <FileText aria-hidden />
                                  </a>
                                </Button>
                              )}
                              {c.status === 'completed' && can('contributions', 'approve') && (
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  aria-label={t('contributions.contributionsAdminPage.reverse', {
                                    receiptNumber: c.receiptNumber ?? '',
                                  })}
                                  onClick={() => setReasonFor({ contribution: c, action: 'reverse' })}
                                >
                                  <Undo2 aria-hidden />
                                </Button>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )
              }
            </Loaded>
            {list.data && (
              <Pagination
                page={paging.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                onPage={paging.setPage}
              />
            )}
          </CardContent>
        </Card>
        <TypesCard />
      </div>

      <ReasonDialog
        open={reasonFor !== null}
        onOpenChange={(open) => !open && setReasonFor(null)}
        title={
          reasonFor?.action === 'reverse'
            ? t('contributions.contributionsAdminPage.reverseContribution')
            : t('contributions.contributionsAdminPage.rejectContribution')
        }
        description={
          reasonFor?.action === 'reverse'
            ? t('contributions.contributionsAdminPage.aReversingEntryUndoes')
            : t('contributions.contributionsAdminPage.theDonorIsEmailed')
        }
        confirmLabel={
          reasonFor?.action === 'reverse'
            ? t('contributions.contributionsAdminPage.reverse')
            : t('contributions.contributionsAdminPage.reject')
        }
        success={
          reasonFor?.action === 'reverse' ? 'Contribution reversed' : 'Contribution rejected: the donor is emailed'
        }
        failure={t('contributions.contributionsAdminPage.failedToUpdateThe')}
        submit={(reason) =>
          reasonFor
            ? decide.mutateAsync({ id: reasonFor.contribution.id, action: reasonFor.action, reason })
            : Promise.resolve()
        }
      />
      {types.data && <CashDialog open={recordingCash} onOpenChange={setRecordingCash} types={types.data} />}
    </div>
  );
}
