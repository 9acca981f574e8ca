import { formatPhone, type RoleRecord, type UserListItem, userCreateSchema, userUpdateSchema } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { PhoneField, SelectField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

/** Add User: name, email and role; the new user gets an emailed invitation to choose a password. */
export function AddUserDialog({
  open,
  roles,
  onOpenChange,
}: {
  roles: RoleRecord[];
} & DialogState) {
  const create = useCreateUser();
  const defaultRole = roles.find((r) => r.name === 'member')?.id ?? roles[0]?.id ?? '';
  const { dialogProps, fieldProps } = useDialogForm({
    schema: userCreateSchema,
    open,
    onOpenChange,
    record: defaultRole,
    values: () => ({ fullName: '', email: '', roleId: defaultRole }),
    submit: (input) => create.mutateAsync(input),
    success: ({ invitationSent }, input) =>
      invitationSent
        ? `User created successfully. An invitation was emailed to ${input.email}.`
        : 'User created, but the invitation email could not be sent.',
    failure: 'Failed to save user',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('users.userFormDialog.createUser')}
      title={t('users.userFormDialog.addUser')}
      description={t('users.userFormDialog.theyReceiveAnEmail')}
    >
      <TextField id="add-user-name" label={t('users.userFormDialog.fullName')} {...fieldProps('fullName')} />
      <TextField id="add-user-email" label={t('users.userFormDialog.email')} type="email" {...fieldProps('email')} />
      <SelectField id="add-user-role" label={t('users.userFormDialog.role')} {...fieldProps('roleId')}>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.displayName}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

export function EditUserDialog({
  user,
  onOpenChange,
}: {
  user: UserListItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateUser();
  const { dialogProps, fieldProps } = useDialogForm({
    schema: userUpdateSchema,
    open: user !== null,
    onOpenChange,
    record: user,
    values: () => ({
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ? formatPhone(user.phone) : '',
    }),
    submit: (input) => update.mutateAsync({ userId: user?.userId ?? '', input }),
    success: 'User updated successfully',
    failure: 'Failed to save user',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('users.userFormDialog.saveChanges')}
      title={t('users.userFormDialog.editUser')}
    >
      <TextField id="edit-user-name" label={t('users.userFormDialog.fullName')} {...fieldProps('fullName')} />
      <TextField id="edit-user-email" label={t('users.userFormDialog.email')} type="email" {...fieldProps('email')} />
      <PhoneField id="edit-user-phone" label={t('users.userFormDialog.phone')} dir="ltr" {...fieldProps('phone')} />
    </FormDialog>
  );
}
