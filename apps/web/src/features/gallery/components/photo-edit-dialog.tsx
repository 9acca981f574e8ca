import { type Photo, photoUpdateSchema } from '@club/shared';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, TextareaField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useUpdatePhoto } from '../api/update-photo';
import { AlbumPicker } from './album-picker';

type FormInput = z.input<typeof photoUpdateSchema>;

export function PhotoEditDialog({
  photo,
  onOpenChange,
}: {
  photo: Photo | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePhoto();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'photo',
    schema: photoUpdateSchema,
    open: photo !== null,
    onOpenChange,
    record: photo,
    values: (): FormInput => ({
      title: photo?.title ?? '',
      description: photo?.description ?? '',
      isFeatured: photo?.isFeatured ?? false,
      albumId: photo?.albumId ?? null,
    }),
    submit: (input) => update.mutateAsync({ id: photo?.id ?? '', input }),
    success: 'Gallery item updated successfully',
    failure: 'Failed to save gallery item',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('gallery.photoEditDialog.saveChanges')}
      title={t('gallery.photoEditDialog.editPhoto')}
    >
      <TextField label={t('gallery.photoEditDialog.title')} {...rowProps('title')} />
      <TextareaField label={t('gallery.photoEditDialog.description')} rows={2} {...rowProps('description')} />
      <Controller
        control={form.control}
        name="albumId"
        render={({ field }) => (
          <AlbumPicker
            id="photo-album"
            value={field.value ?? null}
            currentName={photo?.albumName ?? null}
            onChange={field.onChange}
          />
        )}
      />
      <CheckboxField label={t('gallery.photoEditDialog.featured')} {...form.register('isFeatured')} />
    </FormDialog>
  );
}
