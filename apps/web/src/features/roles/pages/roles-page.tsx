import { ROLE_LABELS, ROLE_MESSAGES, type RoleRecord } from '@club/shared';
import { ArrowLeft, Lock, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { roleDescription, roleTitle } from '../../../components/ui/role-badge';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useConfirmedDelete, useEditor } from '../../../lib/use-list-page';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleFormDialog } from '../components/role-form-dialog';
import { RolesFrame } from '../components/roles-frame';

export function RolesPage() {
  return (
    <RolesFrame moduleId="roles" title={t('roles.rolesPage.roleManagement')}>
      <RoleList />
    </RolesFrame>
  );
}

function RoleList() {
  const roles = useRoles();
  const remove = useDeleteRole();
  const editor = useEditor<RoleRecord>();
  const deletion = useConfirmedDelete<RoleRecord>({
    remove: (role) => remove.mutateAsync(role.id),
    pending: remove.isPending,
    success: 'Role deleted successfully',
    failure: 'Failed to delete role',
  });
  const startDelete = (role: RoleRecord) => {
    if (role.userCount > 0)
      toast.error(t('common.toast.error'), { description: ROLE_MESSAGES.assigned(role.userCount) });
    else deletion.ask(role);
  };

  if (roles.isError) return <p className="text-red-700">{t('roles.rolesPage.failedToLoadRoles')}</p>;
  if (!roles.data) return <Spinner />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-between gap-2">
        <ButtonLink to={paths.admin.users} variant="outline" size="sm" icon={ArrowLeft}>
          {t('roles.rolesPage.backToUsers')}
        </ButtonLink>
        <PageAction>
          <Button onClick={() => editor.open(null)}>
            <Plus aria-hidden /> {t('roles.rolesPage.createRole')}
          </Button>
        </PageAction>
      </div>
      <CardList
        className="flex flex-col gap-3"
        items={roles.data}
        contentClassName="flex flex-wrap items-start justify-between gap-4 pt-6"
      >
        {(role) => (
          <>
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">{roleTitle(role)}</h2>
                <code className="text-xs text-slate-500">{role.name}</code>
                {role.isSystemRole && (
                  <Badge variant="secondary">
                    <Lock className="me-1 size-3" aria-hidden /> {t('roles.rolesPage.system')}
                  </Badge>
                )}
                <Badge variant={role.isActive ? 'default' : 'outline'}>
                  {role.isActive ? t('roles.rolesPage.active') : t('roles.rolesPage.inactive')}
                </Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {roleDescription(role.baseRole, role.name, role.description)}
              </p>
              <p className="mt-1 text-xs text-slate-500">
                {t('roles.rolesPage.level')} {translateMessage(ROLE_LABELS[role.baseRole])} · {role.userCount}{' '}
                {t('roles.rolesPage.userS')}
              </p>
            </div>
            {!role.isSystemRole && (
              <div className="flex gap-2">
                <RowActions
                  label={role.displayName}
                  canEdit
                  onEdit={() => editor.open(role)}
                  canDelete
                  onDelete={() => startDelete(role)}
                  withText
                />
              </div>
            )}
          </>
        )}
      </CardList>
      <RoleFormDialog role={editor.record} {...editor.dialog} />
      <ConfirmDialog
        title={t('roles.rolesPage.deleteRole')}
        message={ROLE_MESSAGES.deleteConfirm(deletion.target?.displayName ?? '')}
        {...deletion.dialog}
      />
    </div>
  );
}
