import { COMMITTEE_DELETE_CONFIRM, type CommitteeMember } from '@club/shared';
import { AdminList } from '../../../components/admin-list';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { deleteById, useListPage } from '../../../lib/use-list-page';
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
  const list = useListPage<CommitteeMember>({
    ...deleteById(useDeleteCommitteeMember()),
    success: 'Committee member deleted successfully',
    failure: 'Failed to delete committee member',
  });
  const members = useAdminCommittee(list.query);
  return (
    <AdminList
      className="gap-4"
      list={list}
      result={members}
      failed={t('committee.committeeManagementPage.failedToLoadCommittee')}
      search={{
        label: t('committee.committeeManagementPage.searchCommitteeMembers'),
        placeholder: t('committee.committeeManagementPage.searchByNameOr'),
      }}
      add={can('committee', 'create') ? t('committee.committeeManagementPage.addMember') : null}
      empty={{ none: t('committee.committeeManagementPage.noCommitteeMembersYet') }}
      deletion={{
        title: t('committee.committeeManagementPage.deleteCommitteeMember'),
        message: () => COMMITTEE_DELETE_CONFIRM,
      }}
      dialogs={<CommitteeFormDialog member={list.editor.record} {...list.editor.dialog} />}
    >
      {(items) => (
        <DataTable
          head={
            <>
              <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.name')}</th>
              <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.position')}</th>
              <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.email')}</th>
              <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.status')}</th>
              <th className="px-4 py-3 font-medium">{t('committee.committeeManagementPage.order')}</th>
              <th className="px-4 py-3 text-end font-medium">{t('committee.committeeManagementPage.actions')}</th>
            </>
          }
        >
          {items.map((member) => (
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
        </DataTable>
      )}
    </AdminList>
  );
}
