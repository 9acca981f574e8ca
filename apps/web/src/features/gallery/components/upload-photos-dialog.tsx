import { GALLERY_MESSAGES } from '@club/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import { useAddPhotos } from '../api/add-photos';
import { AlbumPicker } from './album-picker';

/** Upload several photos at once: each file goes up with progress, then the batch is saved as photos. */
export function UploadPhotosDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const addPhotos = useAddPhotos();
  const [files, setFiles] = useState<File[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [isFeatured, setIsFeatured] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFiles([]);
    setTitle('');
    setDescription('');
    setAlbumId(null);
    setIsFeatured(false);
    setProgress(null);
    setError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setError(GALLERY_MESSAGES.selectImage);
      return;
    }
    setError(null);
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
      toast.success('Success', { description: `${images.length} photo(s) uploaded successfully` });
      reset();
      onOpenChange(false);
    } catch (err) {
      toast.error('Failed to save gallery item', { description: errorMessage(err) });
      setProgress(null);
    }
  };

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
          <DialogTitle>Upload Photos</DialogTitle>
          <DialogDescription>
            With several photos the title becomes a prefix with a number (or each file name when empty).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField id="photos-files" label="Images" error={error ?? undefined}>
            <Input
              id="photos-files"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={busy}
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          </FormField>
          {files.length > 0 && <p className="text-sm text-slate-600">{files.length} image(s) selected</p>}
          <FormField id="photos-title" label="Title">
            <Input id="photos-title" value={title} onChange={(e) => setTitle(e.target.value)} disabled={busy} />
          </FormField>
          <FormField id="photos-description" label="Description">
            <Textarea
              id="photos-description"
              rows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              disabled={busy}
            />
          </FormField>
          <AlbumPicker id="photos-album" value={albumId} currentName={null} onChange={setAlbumId} disabled={busy} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={isFeatured}
              onChange={(e) => setIsFeatured(e.target.checked)}
              disabled={busy}
            />
            Featured (first photo only)
          </label>
          {busy && (
            <div className="flex flex-col gap-1">
              <ProgressBar value={progress ?? 0} label="Upload progress" />
              <p className="text-xs text-slate-500">Uploading... {Math.round((progress ?? 0) * 100)}%</p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Upload
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
