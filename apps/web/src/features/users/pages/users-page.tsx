import { USER_MESSAGES, type UserListItem } from '@club/shared';
import { ArrowLeft, KeyRound, Pencil, Plus, ShieldCheck, Trash2, UserCheck, Users, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDeleteUser } from '../api/delete-user';
import { useAssignableRoles } from '../api/get-assignable-roles';
import { useUsers } from '../api/get-users';
import { AuditLog } from '../components/audit-log';
import { RoleSelect } from '../components/role-select';
import { AddUserDialog, EditUserDialog } from '../components/user-form-dialog';

export function UsersPage() {
  const { role } = useAuth();
  return (
    <AdminFrame moduleId="user-management" title="User Management">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.dashboard}>
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.roles}>
            <ShieldCheck aria-hidden /> Manage Roles
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.userRoles}>
            <UserCheck aria-hidden /> Assign User Roles
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.rolePermissions}>
            <KeyRound aria-hidden /> Role Permissions
          </Link>
        </Button>
      </div>
      {role === 'admin' ? (
        <Tabs defaultValue="users">
          <TabsList className="max-w-sm">
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="audit">Audit Log</TabsTrigger>
          </TabsList>
          <TabsContent value="users">
            <UserList />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLog />
          </TabsContent>
        </Tabs>
      ) : (
        <UserList />
      )}
    </AdminFrame>
  );
}

function UserList() {
  const { user: me, can } = useAuth();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const users = useUsers({ page, search });
  const roles = useAssignableRoles();
  const remove = useDeleteUser();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.userId);
      toast.success('Success', { description: 'User deleted successfully' });
    } catch (error) {
      toast.error('Failed to delete user', { description: errorMessage(error) });
    }
    setDeleting(null);
  };

  if (users.isError) return <p className="text-red-700">Failed to load users</p>;
  if (!users.data) return <Spinner />;
  const { items, total, pageSize, stats } = users.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={stats.total} icon={Users} />
        <StatCard label="Admins" value={stats.admins} icon={ShieldCheck} />
        <StatCard label="Members" value={stats.members} icon={UserCheck} />
        <StatCard label="Guests" value={stats.guests} icon={UserX} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input
          type="search"
          className="max-w-xs"
          placeholder="Search by name or email..."
          aria-label="Search users"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {can('user-management', 'create') && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add User
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No users found.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-4 py-3 font-medium">Name</th>
                <th className="px-4 py-3 font-medium">Email</th>
                <th className="px-4 py-3 font-medium">Role</th>
                <th className="px-4 py-3 font-medium">Joined</th>
                <th className="px-4 py-3 text-right font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((user) => {
                const isSelf = user.userId === me?.id;
                return (
                  <tr key={user.userId} className="border-t border-slate-100">
                    <td className="px-4 py-3 font-medium">
                      {user.fullName} {isSelf && <Badge variant="outline">You</Badge>}
                    </td>
                    <td className="px-4 py-3">
                      {user.email}
                      {!user.emailVerified && <span className="ml-2 text-xs text-amber-700">(invited)</span>}
                    </td>
                    <td className="px-4 py-3">
                      {can('user-management', 'edit') ? (
                        <RoleSelect user={user} roles={roles.data ?? []} isSelf={isSelf} disabled={!roles.data} />
                      ) : (
                        user.roleDisplayName
                      )}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">{formatDate(user.createdAt)}</td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-2">
                        {can('user-management', 'edit') && (
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setEditing(user)}
                            aria-label={`Edit ${user.fullName}`}
                          >
                            <Pencil aria-hidden />
                          </Button>
                        )}
                        {can('user-management', 'delete') && (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={isSelf}
                            title={isSelf ? USER_MESSAGES.selfDelete : undefined}
                            onClick={() => setDeleting(user)}
                            aria-label={`Delete ${user.fullName}`}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
      <AddUserDialog open={adding} roles={roles.data ?? []} onOpenChange={setAdding} />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={USER_MESSAGES.deleteConfirm}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
