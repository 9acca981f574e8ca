import {
  CONTRIBUTION_STATUS_LABELS,
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  formatMvr,
  type StaffContribution,
} from '@club/shared';
import { ArrowLeft, Banknote, Check, Download, FileText, Plus, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
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
    <AdminFrame moduleId="contributions" title="Contribution Management">
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
      toast.success('Success', { description: 'Contribution type status updated' });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'Failed to update contribution type') });
    }
  };
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Contribution Types</CardTitle>
        {can('contributions', 'create') && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add Type
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {types.isError ? (
          <p className="text-red-700">Failed to load contribution types</p>
        ) : !types.data ? (
          <Spinner />
        ) : types.data.length === 0 ? (
          <p className="text-sm text-slate-500">No contribution types yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {types.data.map((type) => (
              <li key={type.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">{type.name}</p>
                  {type.description && <p className="text-sm text-slate-600">{type.description}</p>}
                  {type.suggestedAmount && (
                    <p className="text-xs text-slate-500">Suggested: {formatMvr(type.suggestedAmount)}</p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={type.isActive ? 'default' : 'secondary'}>
                    {type.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                  {can('contributions', 'edit') && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={toggle.isPending}
                      onClick={() => onToggle(type.id, !type.isActive)}
                      aria-label={`${type.isActive ? 'Deactivate' : 'Activate'} ${type.name}`}
                    >
                      {type.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
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
      toast.success('Success', { description: `Contribution confirmed: receipt emailed to the donor` });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'Failed to confirm the contribution') });
    }
  };
  const exportUrl = `/api/admin/contributions/export.csv${status ? `?status=${status}` : ''}`;

  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      {can('contributions', 'create') && types.data && types.data.length > 0 && (
        <PageAction>
          <Button onClick={() => setRecordingCash(true)}>
            <Banknote aria-hidden /> Record Cash Donation
          </Button>
        </PageAction>
      )}

      {canDecide && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Waiting for Confirmation</CardTitle>
          </CardHeader>
          <CardContent>
            {!queue.data ? (
              <Spinner />
            ) : queue.data.items.length === 0 ? (
              <p className="text-sm text-slate-500">No contributions are waiting.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200">
                {queue.data.items.map((c) => (
                  <li key={c.id} className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between">
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold">
                        {formatMvr(c.amount)} · {c.typeName}
                      </p>
                      <p>
                        {c.contributorName} &lt;{c.contributorEmail}&gt;{c.isAnonymous ? ' · anonymous' : ''}
                      </p>
                      <p className="text-slate-500">
                        Reference <span className="font-mono">{c.paymentReference}</span> ·{' '}
                        {c.paymentMethod === 'cash'
                          ? `cash, recorded by ${c.recordedByName ?? 'Unknown'}`
                          : 'bank transfer'}{' '}
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
                            aria-label={`Transfer slip of ${c.paymentReference}`}
                          >
                            <FileText aria-hidden /> Slip
                          </a>
                        </Button>
                      )}
                      <Button
                        size="sm"
                        disabled={decide.isPending || c.recordedBy === user?.id}
                        title={
                          c.recordedBy === user?.id
                            ? 'You recorded this donation: another staff member confirms it.'
                            : undefined
                        }
                        onClick={() => confirm(c)}
                        aria-label={`Confirm ${c.paymentReference}`}
                      >
                        <Check aria-hidden /> Confirm
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setReasonFor({ contribution: c, action: 'reject' })}
                        aria-label={`Reject ${c.paymentReference}`}
                      >
                        <X aria-hidden /> Reject
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
            <CardTitle className="text-base">Recent Contributions</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <SearchInput
                label="Search contributions"
                placeholder="Name, email or reference..."
                value={paging.search}
                onSearch={paging.setSearch}
              />
              <Select
                aria-label="Filter by status"
                className="w-auto"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as ContributionStatus | '');
                  paging.setPage(1);
                }}
              >
                <option value="">All statuses</option>
                {CONTRIBUTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {CONTRIBUTION_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
              <Button asChild size="sm" variant="outline">
                <a href={exportUrl} download>
                  <Download aria-hidden /> Export CSV
                </a>
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            {list.isError ? (
              <p className="text-red-700">Failed to load contributions</p>
            ) : !list.data ? (
              <Spinner />
            ) : list.data.items.length === 0 ? (
              <p className="text-sm text-slate-500">No contributions found</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-start text-slate-500">
                      <SortableHeader column="contributor" label="Contributor" list={paging} className="px-0 py-1" />
                      <SortableHeader column="amount" label="Amount" list={paging} className="px-0 py-1" />
                      <th className="px-2 py-2 font-medium">Status</th>
                      <SortableHeader column="date" label="Date" list={paging} className="px-0 py-1" />
                      <th className="px-2 py-2 font-medium">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.items.map((c) => (
                      <tr key={c.id} className="border-b border-slate-100 last:border-0">
                        <td className="px-2 py-2" dir="auto">
                          {c.displayName}
                        </td>
                        <td className="px-2 py-2 whitespace-nowrap">{formatMvr(c.amount)}</td>
                        <td className="px-2 py-2">
                          <Badge variant={STATUS_VARIANT[c.status]}>{CONTRIBUTION_STATUS_LABELS[c.status]}</Badge>
                        </td>
                        <td className="px-2 py-2 whitespace-nowrap">{formatDate(c.createdAt)}</td>
                        <td className="px-2 py-2 text-end whitespace-nowrap">
                          {c.receiptNumber && (
                            <Button asChild size="sm" variant="ghost">
                              <a
                                href={`/api/admin/contributions/${c.id}/receipt`}
                                target="_blank"
                                rel="noopener noreferrer"
                                aria-label={`Receipt ${c.receiptNumber}`}
                              >
                                <FileText aria-hidden />
                              </a>
                            </Button>
                          )}
                          {c.status === 'completed' && can('contributions', 'approve') && (
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Reverse ${c.receiptNumber}`}
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
            )}
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
        title={reasonFor?.action === 'reverse' ? 'Reverse Contribution' : 'Reject Contribution'}
        description={
          reasonFor?.action === 'reverse'
            ? 'A reversing entry undoes the posting and the receipt becomes void.'
            : 'The donor is emailed the reason.'
        }
        confirmLabel={reasonFor?.action === 'reverse' ? 'Reverse' : 'Reject'}
        success={
          reasonFor?.action === 'reverse' ? 'Contribution reversed' : 'Contribution rejected: the donor is emailed'
        }
        failure="Failed to update the contribution"
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
