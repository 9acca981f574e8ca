import { COMMITTEE_DELETE_CONFIRM, type CommitteeMember } from '@club/shared';
import { Plus } from 'lucide-react';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useListPage } from '../../../lib/use-list-page';
import { useDeleteCommitteeMember } from '../api/delete-committee-member';
import { useAdminCommittee } from '../api/get-admin-committee';
import { CommitteeFormDialog } from '../components/committee-form-dialog';

export function CommitteeManagementPage() {
  return (
    <AdminFrame moduleId="committee" title={t('committee.committeeManagementPage.executiveCommitteeManagement')}>
      <CommitteeManagement />
    </AdminFrame>
  );
}

function CommitteeManagement() {
  const { can } = useAuth();
  const remove = useDeleteCommitteeMember();
  const list = useListPage<CommitteeMember>({
    remove: (member) => remove.mutateAsync(member.id),
    pending: remove.isPending,
    success: 'Committee member deleted successfully',
    failure: 'Failed to delete committee member',
  });
  const members = useAdminCommittee(list.query);

  if (members.isError)
    return <p className="text-red-700">{t('committee.committeeManagementPage.failedToLoadCommittee')}</p>;
  if (!members.data) return <Spinner />;

  return (
    <div className="flex flex-col gap-4">
      {can('committee', 'create') && (
        <PageAction>
          <Button onClick={() => list.editor.open(null)}>
            <Plus aria-hidden /> {t('committee.committeeManagementPage.addMember')}
          </Button>
        </PageAction>
      )}
      <SearchInput
        label={t('committee.committeeManagementPage.searchCommitteeMembers')}
        placeholder={t('committee.committeeManagementPage.searchByNameOr')}
        value={list.search}
        onSearch={list.setSearch}
      />
      {members.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {t('committee.committeeManagementPage.noCommitteeMembersYet')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.name')}</th>
                <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.position')}</th>
                <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.email')}</th>
                <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.status')}</th>
                <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.order')}</th>
                <th className="px-4 py-3 text-end font-medium">{t('committee.committeeManagementPage.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.items.map((member) => (
                <tr key={member.id} className="border-t border-slate-100">
                  <td className="px-4 py-3 font-medium">{member.name}</td>
                  <td className="px-4 py-3">{member.position}</td>
                  <td className="px-4 py-3">{member.email ?? '—'}</td>
                  <td className="px-4 py-3">
                    <Badge variant={member.isActive ? 'default' : 'outline'}>
                      {member.isActive
                        ? t('committee.committeeManagementPage.active')
                        : t('committee.committeeManagementPage.inactive')}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">{member.displayOrder}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <RowActions
                        label={member.name}
                        canEdit={can('committee', 'edit')}
                        onEdit={() => list.editor.open(member)}
                        canDelete={can('committee', 'delete')}
                        onDelete={() => list.deletion.ask(member)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageSize={members.data.pageSize} total={members.data.total} onPage={list.setPage} />
      <CommitteeFormDialog member={list.editor.record} {...list.editor.dialog} />
      <ConfirmDialog
        title={t('committee.committeeManagementPage.deleteCommitteeMember')}
        message={COMMITTEE_DELETE_CONFIRM}
        {...list.deletion.dialog}
      />
    </div>
  );
}
