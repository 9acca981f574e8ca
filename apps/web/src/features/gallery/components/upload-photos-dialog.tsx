import { GALLERY_MESSAGES } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import type { DialogState } from '../../../components/ui/dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { uploadFile } from '../../../lib/upload';
import { useAddPhotos } from '../api/add-photos';
import { AlbumPicker } from './album-picker';

/** The photos and what they share; each file's type and size are the server's to judge. */
const photosSchema = z.object({
  files: z
    .array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))
    .min(1, GALLERY_MESSAGES.selectImage),
  title: z.string(),
  description: z.string(),
  albumId: z.string().nullable(),
  isFeatured: z.boolean(),
});
type PhotosInput = z.input<typeof photosSchema>;
const BLANK: PhotosInput = { files: [], title: '', description: '', albumId: null, isFeatured: false };

/** Upload several photos at once: each file goes up with progress, then the batch is saved as photos. */
export function UploadPhotosDialog({ open, onOpenChange }: DialogState) {
  const addPhotos = useAddPhotos();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<PhotosInput, unknown, z.output<typeof photosSchema>>({
    resolver: zodResolver(photosSchema),
    defaultValues: BLANK,
  });
  const files = form.watch('files');
  const reset = () => {
    form.reset(BLANK);
    setProgress(null);
  };

  const submit = form.handleSubmit(async ({ files, title, description, albumId, isFeatured }) => {
    setProgress(0);
    try {
      const images = [];
      for (const [index, file] of files.entries()) {
        const uploaded = await uploadFile('gallery', file, (fraction) =>
          setProgress((index + fraction) / files.length),
        );
        images.push({ url: uploaded.url, fileName: file.name });
      }
      await addPhotos.mutateAsync({ albumId, title, description, isFeatured, images });
      toast.success(t('common.toast.done'), {
        description: t('gallery.uploadPhotosDialog.photoSUploadedSuccessfully', { count: images.length }),
      });
      reset();
      onOpenChange(false);
    } catch (err) {
      toast.error(t('gallery.uploadPhotosDialog.failedToSaveGallery'), { description: errorMessage(err) });
      setProgress(null);
    }
  });

  const busy = progress !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('gallery.uploadPhotosDialog.uploadPhotos')}</DialogTitle>
          <DialogDescription>{t('gallery.uploadPhotosDialog.withSeveralPhotosThe')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            id="photos-files"
            label={t('gallery.uploadPhotosDialog.images')}
            error={form.formState.errors.files?.message}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            onChange={(e) =>
              form.setValue('files', [...(e.target.files ?? [])], { shouldValidate: form.formState.isSubmitted })
            }
          />
          {files.length > 0 && (
            <p className="text-sm text-slate-600">
              {files.length} {t('gallery.uploadPhotosDialog.imageSSelected')}
            </p>
          )}
          <TextField
            id="photos-title"
            label={t('gallery.uploadPhotosDialog.title')}
            {...form.register('title')}
            disabled={busy}
          />
          <FormField id="photos-description" label={t('gallery.uploadPhotosDialog.description')}>
            <Textarea rows={2} {...form.register('description')} disabled={busy} />
          </FormField>
          <Controller
            control={form.control}
            name="albumId"
            render={({ field }) => (
              <AlbumPicker
                id="photos-album"
                value={field.value}
                currentName={null}
                onChange={field.onChange}
                disabled={busy}
              />
            )}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              {...form.register('isFeatured')}
              disabled={busy}
            />
            {t('gallery.uploadPhotosDialog.featuredFirstPhotoOnly')}
          </label>
          {busy && (
            <div className="flex flex-col gap-1">
              <ProgressBar value={progress ?? 0} label={t('gallery.uploadPhotosDialog.uploadProgress')} />
              <p className="text-xs text-slate-500">
                {t('gallery.uploadPhotosDialog.uploading')} {Math.round((progress ?? 0) * 100)}%
              </p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('gallery.uploadPhotosDialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('gallery.uploadPhotosDialog.upload')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
