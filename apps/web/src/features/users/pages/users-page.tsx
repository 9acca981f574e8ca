import { USER_MESSAGES, type UserListItem } from '@club/shared';
import {
  ArrowLeft,
  KeyRound,
  LogOut,
  Pencil,
  Plus,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCheck,
  Users,
  UserX,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink, RowIconButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { roleTitle } from '../../../components/ui/role-badge';
import { SearchInput } from '../../../components/ui/search-input';
import { SortableHeader } from '../../../components/ui/sortable-header';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useDeleteUser } from '../api/delete-user';
import { useEndSessionsOf } from '../api/end-sessions';
import { useAssignableRoles } from '../api/get-assignable-roles';
import { type UserSortColumn, useUsers } from '../api/get-users';
import { useResetSecondFactorOf } from '../api/reset-second-factor';
import { AuditLog } from '../components/audit-log';
import { ClosureRequests } from '../components/closure-requests';
import { RoleSelect } from '../components/role-select';

/** The add and edit forms (and their validation code) load when first wanted, not with the list. */
const loadUserForms = () => import('../components/user-form-dialog');
const AddUserDialog = lazy(async () => ({ default: (await loadUserForms()).AddUserDialog }));
const EditUserDialog = lazy(async () => ({ default: (await loadUserForms()).EditUserDialog }));
const preloadUserForms = { onPointerEnter: loadUserForms, onFocus: loadUserForms };

export function UsersPage() {
  const { role, canOpen } = useAuth();
  return (
    <AdminFrame moduleId="users" title={t('users.usersPage.userManagement')}>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.dashboard} variant="outline" size="sm" icon={ArrowLeft}>
          {t('users.usersPage.back')}
        </ButtonLink>
        {/* Only the screens this person may open: an executive is not sent to 'requires admin role access'. */}
        {canOpen('roles') && (
          <ButtonLink to={paths.admin.roles} variant="outline" size="sm" icon={ShieldCheck}>
            {t('users.usersPage.manageRoles')}
          </ButtonLink>
        )}
        <ButtonLink to={paths.admin.userRoles} variant="outline" size="sm" icon={UserCheck}>
          {t('users.usersPage.assignUserRoles')}
        </ButtonLink>
        {canOpen('role-permissions') && (
          <ButtonLink to={paths.admin.rolePermissions} variant="outline" size="sm" icon={KeyRound}>
            {t('users.usersPage.rolePermissions')}
          </ButtonLink>
        )}
      </div>
      {role === 'admin' ? (
        <Tabs defaultValue="users">
          <TabsList className="max-w-sm">
            <TabsTrigger value="users">{t('users.usersPage.users')}</TabsTrigger>
            <TabsTrigger value="audit">{t('users.usersPage.auditLog')}</TabsTrigger>
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
  const list = usePagedSearch<UserSortColumn>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [endingSessions, setEndingSessions] = useState<UserListItem | null>(null);
  const endSessions = useEndSessionsOf();
  const [resettingTwoStep, setResettingTwoStep] = useState<UserListItem | null>(null);
  const resetTwoStep = useResetSecondFactorOf();
  const users = useUsers(list.query);
  const roles = useAssignableRoles();
  const remove = useDeleteUser();
  const deletion = useConfirmedDelete<UserListItem>({
    remove: (user) => remove.mutateAsync(user.userId),
    pending: remove.isPending,
    success: 'User deleted successfully',
    failure: 'Failed to delete user',
  });

  if (users.isError) return <p className="text-red-700">{t('users.usersPage.failedToLoadUsers')}</p>;
  if (!users.data) return <Spinner />;
  const { items, total, pageSize, stats } = users.data;

  return (
    <div className="flex flex-col gap-6">
      <ClosureRequests />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('users.usersPage.totalUsers')} value={stats.total} icon={Users} />
        <StatCard label={t('users.usersPage.admins')} value={stats.admins} icon={ShieldCheck} />
        <StatCard label={t('users.usersPage.members')} value={stats.members} icon={UserCheck} />
        <StatCard label={t('users.usersPage.guests')} value={stats.guests} icon={UserX} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label={t('users.usersPage.searchUsers')}
          placeholder={t('users.usersPage.searchByNameOr')}
          value={list.search}
          onSearch={list.setSearch}
        />
        {can('users', 'create') && (
          <PageAction>
            <Button onClick={() => setAdding(true)} {...preloadUserForms}>
              <Plus aria-hidden /> {t('users.usersPage.addUser')}
            </Button>
          </PageAction>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState>{t('users.usersPage.noUsersFound')}</EmptyState>
      ) : (
        <DataTable
          head={
            <>
              <SortableHeader column="name" label={t('users.usersPage.name')} list={list} />
              <SortableHeader column="email" label={t('users.usersPage.email')} list={list} />
              <SortableHeader column="role" label={t('users.usersPage.role')} list={list} />
              <SortableHeader column="joined" label={t('users.usersPage.joined')} list={list} />
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('users.usersPage.actions')}
              </th>
            </>
          }
        >
          {items.map((user) => {
            const isSelf = user.userId === me?.id;
            return (
              <tr key={user.userId} className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium">
                  {user.fullName} {isSelf && <Badge variant="outline">{t('users.usersPage.you')}</Badge>}
                </td>
                <td className="px-4 py-3">
                  {user.email}
                  {!user.emailVerified && (
                    <span className="ms-2 text-xs text-amber-700">{t('users.usersPage.invited')}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  {can('users', 'edit') ? (
                    <RoleSelect user={user} roles={roles.data ?? []} isSelf={isSelf} disabled={!roles.data} />
                  ) : (
                    roleTitle({ name: user.roleName, displayName: user.roleDisplayName })
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(user.createdAt)}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    {can('users', 'edit') && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setEditing(user)}
                        {...preloadUserForms}
                        aria-label={t('users.usersPage.edit', { fullName: user.fullName })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                    )}
                    {can('users', 'edit') && !isSelf && (
                      <RowIconButton
                        icon={LogOut}
                        onClick={() => setEndingSessions(user)}
                        label={t('users.usersPage.endSessions', { fullName: user.fullName })}
                      />
                    )}
                    {can('users', 'edit') && !isSelf && (
                      <RowIconButton
                        icon={ShieldOff}
                        onClick={() => setResettingTwoStep(user)}
                        label={t('users.usersPage.resetTwoStep', { fullName: user.fullName })}
                      />
                    )}
                    {can('users', 'delete') && (
                      <RowIconButton
                        icon={Trash2}
                        disabled={isSelf}
                        title={isSelf ? translateMessage(USER_MESSAGES.selfDelete) : undefined}
                        onClick={() => deletion.ask(user)}
                        label={t('users.usersPage.delete', { fullName: user.fullName })}
                      />
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
      <Suspense fallback={null}>
        {adding && <AddUserDialog open roles={roles.data ?? []} onOpenChange={setAdding} />}
        {editing && <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />}
      </Suspense>
      <ConfirmDialog
        open={endingSessions !== null}
        title={t('users.usersPage.endSessionsTitle', { fullName: endingSessions?.fullName ?? '' })}
        message={t('users.usersPage.endSessionsMessage')}
        confirmLabel={t('users.usersPage.endSessionsConfirm')}
        pending={endSessions.isPending}
        onOpenChange={(open) => !open && setEndingSessions(null)}
        onConfirm={() =>
          endingSessions &&
          endSessions.mutate(endingSessions.userId, {
            onSuccess: (result) => {
              setEndingSessions(null);
              toast.success(translateMessage(result.message));
            },
            onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
          })
        }
      />
      <ConfirmDialog
        open={resettingTwoStep !== null}
        title={t('users.usersPage.resetTwoStepTitle', { fullName: resettingTwoStep?.fullName ?? '' })}
        message={t('users.usersPage.resetTwoStepMessage')}
        confirmLabel={t('users.usersPage.resetTwoStepConfirm')}
        pending={resetTwoStep.isPending}
        onOpenChange={(open) => !open && setResettingTwoStep(null)}
        onConfirm={() =>
          resettingTwoStep &&
          resetTwoStep.mutate(resettingTwoStep.userId, {
            onSuccess: (result) => {
              setResettingTwoStep(null);
              toast.success(translateMessage(result.message));
            },
            onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
          })
        }
      />
      <ConfirmDialog
        title={t('users.usersPage.deleteUser')}
        message={translateMessage(USER_MESSAGES.deleteConfirm)}
        {...deletion.dialog}
      />
    </div>
  );
}
