import { folderInputSchema } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useCreateFolder } from '../api/create-folder';

/** Create Folder: a name (required) and a description; the creator holds admin on it. */
export function FolderDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  onCreated: (folderId: string) => void;
} & DialogState) {
  const create = useCreateFolder();
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'folder',
    schema: folderInputSchema,
    open,
    onOpenChange,
    values: () => ({ name: '', description: '' }),
    submit: async (input) => {
      const folder = await create.mutateAsync(input);
      onCreated(folder.id);
      return folder;
    },
    success: 'Folder created successfully',
    failure: 'Failed to create folder',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('archive.folderDialog.createFolder')}
      title={t('archive.folderDialog.createFolder')}
      description={t('archive.folderDialog.youHoldAdminAccess')}
      className="max-w-lg"
    >
      <TextField label={t('archive.folderDialog.folderName')} {...rowProps('name')} />
      <TextareaField label={t('archive.folderDialog.description')} rows={3} {...rowProps('description')} />
    </FormDialog>
  );
}
