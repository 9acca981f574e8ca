import { formatPhone, REGISTRATION_MESSAGES, type Registration, type RegistrationType } from '@club/shared';
import { ArrowLeft, CheckCircle2, Clock, Download, Eye, FileText, Wallet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { sportLabel } from '../../../lib/sport-label';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useDeleteRegistration } from '../api/delete-registration';
import { type RegistrationSortColumn, useRegistrations } from '../api/get-registrations';
import { CollectFeeDialog } from '../components/collect-fee-dialog';
import { type ApplicationDecisionAsked, DecideApplicationDialog } from '../components/decide-application-dialog';
import { EditMembershipDialog } from '../components/edit-membership-dialog';
import { FeeManagement } from '../components/fee-management';
import { ViewRegistrationDialog } from '../components/view-registration-dialog';

export function RegistrationsAdminPage({ type }: { type: RegistrationType }) {
  return (
    <AdminFrame moduleId={`${type}-registrations`} title={t(`modules.${type}-registrations.title`)}>
      <Registrations type={type} />
    </AdminFrame>
  );
}

/** Inside the frame: asks for the list only once the frame has let the user in (no 401 or 403 first). */
function Registrations({ type }: { type: RegistrationType }) {
  const { can } = useAuth();
  const module = `${type}-registrations` as const;
  const paging = usePagedSearch<RegistrationSortColumn>();
  const list = useRegistrations(type, paging.query);
  const stats = list.data?.stats;
  return (
    <>
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('registrations.registrationsAdminPage.back')}
      </ButtonLink>
      {stats && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(
            [
              ['registrations.registrationsAdminPage.totalRegistrations', stats.total, FileText],
              ['registrations.registrationsAdminPage.paymentsCollected', stats.paid, CheckCircle2],
              ['registrations.registrationsAdminPage.pendingPayments', stats.pending, Clock],
              ['registrations.registrationsAdminPage.totalRevenue', formatMoney(stats.revenue), Wallet],
            ] as const
          ).map(([label, value, icon]) => (
            <StatCard key={label} label={t(label)} value={value} icon={icon} />
          ))}
        </div>
      )}
      <Tabs defaultValue="registrations">
        <TabsList className="max-w-md">
          <TabsTrigger value="registrations">{t('registrations.registrationsAdminPage.registrations')}</TabsTrigger>
          <TabsTrigger value="fees">{t('registrations.registrationsAdminPage.feeManagement')}</TabsTrigger>
        </TabsList>
        <TabsContent value="registrations">
          <RegistrationList type={type} list={list} paging={paging} />
        </TabsContent>
        <TabsContent value="fees">
          <FeeManagement canManage={can(module, 'create')} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function RegistrationList({
  type,
  list,
  paging,
}: {
  type: RegistrationType;
  list: ReturnType<typeof useRegistrations>;
  paging: ReturnType<typeof usePagedSearch<RegistrationSortColumn>>;
}) {
  const { can } = useAuth();
  const module = `${type}-registrations` as const;
  const [viewing, setViewing] = useState<Registration | null>(null);
  const [collecting, setCollecting] = useState<Registration | null>(null);
  const [editing, setEditing] = useState<Registration | null>(null);
  const [deciding, setDeciding] = useState<ApplicationDecisionAsked>(null);
  const mayDecide = can('members', 'approve');
  const remove = useDeleteRegistration();
  const deletion = useConfirmedDelete<Registration>({
    remove: (registration) => remove.mutateAsync({ type, id: registration.id }),
    pending: remove.isPending,
    success: (registration) =>
      t('registrations.registrationsAdminPage.registrationDeletedSuccessfully', {
        formNumber: registration.formNumber,
      }),
    failure: 'Failed to delete registration',
  });

  const startCollect = (registration: Registration) => {
    if (registration.paymentStatus === 'Paid') {
      toast.error(translateMessage(REGISTRATION_MESSAGES.paymentRecordedTitle), {
        description: translateMessage(REGISTRATION_MESSAGES.paymentRecorded),
      });
      return;
    }
    setCollecting(registration);
  };

  if (list.isError)
    return (
      <p className="text-red-700">
        {t('registrations.registrationsAdminPage.failedToLoad')} {type}{' '}
        {t('registrations.registrationsAdminPage.registrations2')}
      </p>
    );
  if (!list.data) return <Spinner />;
  const { items, total, page, pageSize, defaultAmount } = list.data;
  const { search } = paging.query;
  const exportUrl = `/api/admin/registrations/${type}/export.csv${search ? `?search=${encodeURIComponent(search)}` : ''}`;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          className="max-w-sm"
          label={t('registrations.registrationsAdminPage.searchRegistrations')}
          placeholder={
            type === 'membership'
              ? t('registrations.registrationsAdminPage.searchNameFormNumber')
              : t('registrations.registrationsAdminPage.searchNameFormNumber2')
          }
          value={paging.search}
          onSearch={paging.setSearch}
        />
        <Button asChild variant="outline">
          <a href={exportUrl} download>
            <Download aria-hidden /> {t('registrations.registrationsAdminPage.exportCsv')}
          </a>
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState>
          {search
            ? t('registrations.registrationsAdminPage.noRegistrationsFoundMatching')
            : t('registrations.registrationsAdminPage.noRegistrationsYet', { type })}
        </EmptyState>
      ) : (
        <DataTable
          head={
            <>
              <SortableHeader
                column="form"
                label={t('registrations.registrationsAdminPage.formNumber')}
                list={paging}
              />
              <SortableHeader
                column="name"
                label={
                  type === 'academy'
                    ? t('registrations.registrationsAdminPage.studentName')
                    : t('registrations.registrationsAdminPage.fullName')
                }
                list={paging}
              />
              {type === 'membership' ? (
                <th className="px-4 py-3 font-medium">{t('registrations.registrationsAdminPage.mobileNumber')}</th>
              ) : (
                <>
                  <th className="px-4 py-3 font-medium">{t('registrations.registrationsAdminPage.academySport')}</th>
                  <th className="px-4 py-3 font-medium">{t('registrations.registrationsAdminPage.parentName')}</th>
                </>
              )}
              <th className="px-4 py-3 font-medium">{t('registrations.registrationsAdminPage.paymentStatus')}</th>
              <th className="px-4 py-3 font-medium">{t('registrations.registrationsAdminPage.decision')}</th>
              <SortableHeader
                column="submitted"
                label={t('registrations.registrationsAdminPage.registrationDate')}
                list={paging}
              />
              <th className="px-4 py-3 text-end font-medium">{t('registrations.registrationsAdminPage.actions')}</th>
            </>
          }
        >
          {items.map((registration) => (
            <tr key={registration.id} className="border-t border-slate-100">
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{registration.formNumber}</td>
              <td className="px-4 py-3 font-medium">{registration.fullName}</td>
              {type === 'membership' ? (
                <td className="px-4 py-3">{formatPhone(registration.mobileNumber)}</td>
              ) : (
                <>
                  <td className="px-4 py-3">{sportLabel(registration.academySport ?? '')}</td>
                  <td className="px-4 py-3">{registration.parentName}</td>
                </>
              )}
              <td className="px-4 py-3">
                <Badge variant={registration.paymentStatus === 'Paid' ? 'default' : 'secondary'}>
                  {t(`registrations.paymentStatus.${registration.paymentStatus}`)}
                </Badge>
              </td>
              <td className="px-4 py-3">
                <DecisionBadge registration={registration} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(registration.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setViewing(registration)}
                    aria-label={t('registrations.registrationsAdminPage.view', {
                      formNumber: registration.formNumber,
                    })}
                  >
                    <Eye aria-hidden />
                  </Button>
                  {mayDecide && registration.decision === 'pending' && (
                    <>
                      <Button size="sm" onClick={() => setDeciding({ registration, decision: 'accept' })}>
                        {t('registrations.registrationsAdminPage.accept')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setDeciding({ registration, decision: 'decline' })}
                      >
                        {t('registrations.registrationsAdminPage.decline')}
                      </Button>
                    </>
                  )}
                  {registration.paymentStatus === 'Pending' && can(module, 'approve') && (
                    <Button variant="secondary" size="sm" onClick={() => startCollect(registration)}>
                      {t('registrations.registrationsAdminPage.collectFee')}
                    </Button>
                  )}
                  <RowActions
                    label={registration.formNumber}
                    canEdit={type === 'membership' && can(module, 'edit')}
                    onEdit={() => setEditing(registration)}
                    canDelete={type === 'membership' && can(module, 'delete')}
                    onDelete={() => deletion.ask(registration)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={paging.setPage} />
      <ViewRegistrationDialog registration={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <CollectFeeDialog
        registration={collecting}
        defaultAmount={defaultAmount}
        onOpenChange={(open) => !open && setCollecting(null)}
      />
      <EditMembershipDialog registration={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DecideApplicationDialog asked={deciding} onOpenChange={(open) => !open && setDeciding(null)} />
      <ConfirmDialog
        title={t('registrations.registrationsAdminPage.deleteRegistration')}
        message={REGISTRATION_MESSAGES.deleteConfirm(deletion.target?.formNumber ?? '')}
        {...deletion.dialog}
      />
    </div>
  );
}

/** Where a membership application stands: awaiting staff, the member it made, or declined (with the reason). */
function DecisionBadge({ registration }: { registration: Registration }) {
  if (registration.decision === 'accepted')
    return (
      <Badge variant="success">
        {t('registrations.registrationsAdminPage.acceptedAs')} <bdi className="ms-1">{registration.memberNumber}</bdi>
      </Badge>
    );
  if (registration.decision === 'declined')
    return (
      <Badge
        variant="outline"
        title={registration.declineReason ? translateMessage(registration.declineReason) : undefined}
      >
        {t('registrations.registrationsAdminPage.declined')}
      </Badge>
    );
  return <Badge variant="secondary">{t('registrations.registrationsAdminPage.awaitingDecision')}</Badge>;
}
