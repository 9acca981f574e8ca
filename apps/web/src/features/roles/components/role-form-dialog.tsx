import { CUSTOM_ROLE_BASES, ROLE_LABELS, type RoleRecord, roleInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { t, translateMessage } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveRole } from '../api/save-role';

type FormInput = z.input<typeof roleInputSchema>;

const toForm = (role: RoleRecord | null): FormInput => ({
  name: role?.name ?? '',
  displayName: role?.displayName ?? '',
  description: role?.description ?? '',
  baseRole: role && role.baseRole !== 'admin' ? role.baseRole : 'member',
  isActive: role?.isActive ?? true,
});

export function RoleFormDialog({
  open,
  role,
  onOpenChange,
}: {
  role: RoleRecord | null;
} & DialogState) {
  const save = useSaveRole();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'role',
    schema: roleInputSchema,
    open,
    onOpenChange,
    record: role,
    values: () => toForm(role),
    submit: (input) => save.mutateAsync({ id: role?.id, input }),
    success: `Role ${role ? 'updated' : 'created'} successfully`,
    failure: 'Failed to save role',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={role ? t('roles.roleFormDialog.updateRole') : t('roles.roleFormDialog.createRole')}
      title={role ? t('roles.roleFormDialog.editRole') : t('roles.roleFormDialog.createRole')}
      description={t('roles.roleFormDialog.aNewRoleStarts')}
    >
      <TextField
        label={t('roles.roleFormDialog.name')}
        placeholder={t('roles.roleFormDialog.eGMediaOfficer')}
        {...rowProps('name')}
      />
      <TextField label={t('roles.roleFormDialog.displayName')} {...rowProps('displayName')} />
      <TextareaField label={t('roles.roleFormDialog.description')} rows={2} {...rowProps('description')} />
      <SelectField label={t('roles.roleFormDialog.accessLevelForMinimum')} {...rowProps('baseRole')}>
        <Options values={CUSTOM_ROLE_BASES} label={(base) => translateMessage(ROLE_LABELS[base])} />
      </SelectField>
      <CheckboxField label={t('roles.roleFormDialog.active')} {...form.register('isActive')} />
    </FormDialog>
  );
}
