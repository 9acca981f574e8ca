import { COMMITTEE_DELETE_CONFIRM, type CommitteeMember } from '@club/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useDeleteCommitteeMember } from '../api/delete-committee-member';
import { useAdminCommittee } from '../api/get-admin-committee';
import { CommitteeFormDialog } from '../components/committee-form-dialog';

export function CommitteeManagementPage() {
  return (
    <AdminFrame moduleId="executive-committee" title="Executive Committee Management">
      <CommitteeManagement />
    </AdminFrame>
  );
}

function CommitteeManagement() {
  const { can } = useAuth();
  const list = usePagedSearch();
  const members = useAdminCommittee(list.query);
  const remove = useDeleteCommitteeMember();
  const [form, setForm] = useState<{ open: boolean; member: CommitteeMember | null }>({ open: false, member: null });
  const [deleting, setDeleting] = useState<CommitteeMember | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Success', { description: 'Committee member deleted successfully' });
    } catch {
      toast.error('Error', { description: 'Failed to delete committee member' });
    }
    setDeleting(null);
  };

  if (members.isError) return <p className="text-red-700">Failed to load committee members</p>;
  if (!members.data) return <Spinner />;

  return (
    <div className="flex flex-col gap-4">
      {can('executive-committee', 'create') && (
        <Button className="self-end" onClick={() => setForm({ open: true, member: null })}>
          <Plus aria-hidden /> Add Member
        </Button>
      )}
      <Input
        type="search"
        className="max-w-xs"
        placeholder="Search by name or position..."
        aria-label="Search committee members"
        value={list.search}
        onChange={(e) => list.setSearch(e.target.value)}
      />
      {members.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No committee members yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-4 py-3 font-medium">Name</th>
                <th className="px-4 py-3 font-medium">Position</th>
                <th className="px-4 py-3 font-medium">Email</th>
                <th className="px-4 py-3 font-medium">Status</th>
                <th className="px-4 py-3 font-medium">Order</th>
                <th className="px-4 py-3 text-right font-medium">Actions</th>
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
                      {member.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">{member.displayOrder}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <RowActions
                        label={member.name}
                        canEdit={can('executive-committee', 'edit')}
                        onEdit={() => setForm({ open: true, member })}
                        canDelete={can('executive-committee', 'delete')}
                        onDelete={() => setDeleting(member)}
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
      <CommitteeFormDialog
        open={form.open}
        member={form.member}
        onOpenChange={(open) => setForm((s) => ({ ...s, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete committee member"
        message={COMMITTEE_DELETE_CONFIRM}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
