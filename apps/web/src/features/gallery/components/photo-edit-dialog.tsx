import { type Album, type Photo, photoUpdateSchema } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useUpdatePhoto } from '../api/update-photo';

type FormInput = z.input<typeof photoUpdateSchema>;

export function PhotoEditDialog({
  photo,
  albums,
  onOpenChange,
}: {
  photo: Photo | null;
  albums: Album[];
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePhoto();
  const form = useForm<FormInput, unknown, z.output<typeof photoUpdateSchema>>({
    resolver: zodResolver(photoUpdateSchema),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (photo)
      form.reset({
        title: photo.title,
        description: photo.description ?? '',
        isFeatured: photo.isFeatured,
        albumId: photo.albumId,
      });
  }, [photo, form]);
  const onSubmit = form.handleSubmit(async (input) => {
    if (!photo) return;
    try {
      await update.mutateAsync({ id: photo.id, input });
      toast.success('Success', { description: 'Gallery item updated successfully' });
      onOpenChange(false);
    } catch {
      toast.error('Error', { description: 'Failed to save gallery item' });
    }
  });
  return (
    <Dialog open={photo !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Photo</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id="photo-title" label="Title" error={errors.title?.message}>
            <Input id="photo-title" {...form.register('title')} />
          </FormField>
          <FormField id="photo-description" label="Description" error={errors.description?.message}>
            <Textarea id="photo-description" rows={2} {...form.register('description')} />
          </FormField>
          <FormField id="photo-album" label="Album">
            <Select id="photo-album" {...form.register('albumId', { setValueAs: (v) => v || null })}>
              <option value="">No album</option>
              {albums.map((album) => (
                <option key={album.id} value={album.id}>
                  {album.name}
                </option>
              ))}
            </Select>
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isFeatured')} /> Featured
          </label>
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={update.isPending}>
            Save Changes
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
