import type { RoleRecord, UserListItem } from '@club/shared';
import { toast } from 'sonner';
import { roleTitle } from '../../../components/ui/role-badge';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useChangeUserRole } from '../api/change-user-role';

/** The role selector of a user row; disabled for yourself (no self-demotion). */
export function RoleSelect({
  user,
  roles,
  isSelf,
  disabled,
}: {
  user: UserListItem;
  roles: RoleRecord[];
  isSelf: boolean;
  disabled?: boolean;
}) {
  const change = useChangeUserRole();
  const options = roles.some((r) => r.id === user.roleId)
    ? roles
    : [...roles, { id: user.roleId, displayName: user.roleDisplayName } as RoleRecord];
  return (
    <Select
      aria-label={t('users.roleSelect.roleOf', { fullName: user.fullName })}
      className="h-9 min-w-36"
      value={user.roleId}
      disabled={isSelf || disabled || change.isPending}
      title={isSelf ? t('users.roleSelect.youCannotRemoveYour') : undefined}
      onChange={async (event) => {
        try {
          await change.mutateAsync({ userId: user.userId, roleId: event.target.value });
          toast.success(t('common.toast.done'), { description: 'User role updated successfully' });
        } catch (error) {
          toast.error(t('users.roleSelect.failedToUpdateUser'), { description: errorMessage(error) });
        }
      }}
    >
      {options.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name ? roleTitle(role) : role.displayName}
        </option>
      ))}
    </Select>
  );
}
