import { type Album, albumInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, TextareaField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveAlbum } from '../api/save-album';

type FormInput = z.input<typeof albumInputSchema>;

const toForm = (album: Album | null): FormInput => ({
  name: album?.name ?? '',
  description: album?.description ?? '',
  isFeatured: album?.isFeatured ?? false,
});

export function AlbumFormDialog({
  open,
  album,
  onOpenChange,
}: {
  album: Album | null;
} & DialogState) {
  const save = useSaveAlbum();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'album',
    schema: albumInputSchema,
    open,
    onOpenChange,
    record: album,
    values: () => toForm(album),
    submit: (input) => save.mutateAsync({ id: album?.id, input }),
    success: `Album ${album ? 'updated' : 'created'} successfully`,
    failure: 'Failed to save album',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={album ? t('gallery.albumFormDialog.updateAlbum') : t('gallery.albumFormDialog.createAlbum')}
      title={album ? t('gallery.albumFormDialog.editAlbum') : t('gallery.albumFormDialog.createAlbum')}
    >
      <TextField label={t('gallery.albumFormDialog.albumName')} {...rowProps('name')} />
      <TextareaField label={t('gallery.albumFormDialog.description')} rows={3} {...rowProps('description')} />
      <CheckboxField label={t('gallery.albumFormDialog.featured')} {...form.register('isFeatured')} />
    </FormDialog>
  );
}
