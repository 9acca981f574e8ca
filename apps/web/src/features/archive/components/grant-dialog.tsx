import { ARCHIVE_LEVEL_LABELS, ARCHIVE_LEVELS, folderPermissionInputSchema } from '@club/shared';
import { useState } from 'react';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { Options } from '../../../components/ui/select';
import { t, translateMessage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useGrantAccess } from '../api/grant-access';
import { useGrantablePeople } from '../api/search-grantable-people';

/** Grant Access: a person (name and email, searched on the server) and a level, read by default. */
export function GrantDialog({
  folderId,
  open,
  onOpenChange,
}: {
  folderId: string;
} & DialogState) {
  const grant = useGrantAccess();
  const [search, setSearch] = useState('');
  const people = useGrantablePeople(folderId, useDebouncedValue(search.trim()), open);
  const { form, errors, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'grant',
    schema: folderPermissionInputSchema,
    open,
    onOpenChange,
    values: () => ({ userId: '', permissionLevel: 'read' as const }),
    submit: (input) => grant.mutateAsync({ folderId, input }),
    success: 'Permission granted successfully',
    failure: 'Failed to grant permission',
  });
  const chosen = form.watch('userId');
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('archive.grantDialog.grantAccess')}
      title={t('archive.grantDialog.grantAccess')}
      description={t('archive.grantDialog.readViewDocumentsWrite')}
      className="max-w-lg"
    >
      <SearchableSelect
        id="grant-user-search"
        label={t('archive.grantDialog.user')}
        selectLabel={t('archive.grantDialog.userToGrantAccess')}
        searchPlaceholder={t('archive.grantDialog.searchPeopleByName')}
        search={search}
        onSearch={setSearch}
        value={chosen || null}
        onChange={(userId) => form.setValue('userId', userId ?? '', { shouldValidate: form.formState.isSubmitted })}
        options={(people.data ?? []).map((p) => ({
          value: p.userId,
          label: `${p.fullName || t('archive.archivePage.unknown')} (${p.email})`,
        }))}
        noneLabel={t('archive.grantDialog.chooseAUser')}
        currentLabel={t('archive.grantDialog.chosenUser')}
        error={errors.userId?.message}
      />
      <SelectField label={t('archive.grantDialog.permissionLevel')} {...rowProps('permissionLevel')}>
        <Options values={ARCHIVE_LEVELS} label={(level) => translateMessage(ARCHIVE_LEVEL_LABELS[level])} />
      </SelectField>
    </FormDialog>
  );
}
