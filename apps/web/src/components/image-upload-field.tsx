import { ImageUp, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { t, translateMessage } from '../lib/i18n';
import { uploadFile } from '../lib/upload';
import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * An image: upload a file (checked by the server) or paste a URL. Shows a preview.
 * `failureMessage` is the spec's toast text for this kind of image.
 */
export function ImageUploadField({
  label,
  bucket,
  value,
  onChange,
  failureMessage,
  successMessage,
  error,
}: {
  label: string;
  bucket: string;
  value: string;
  onChange: (url: string) => void;
  failureMessage: string;
  successMessage?: string;
  error?: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-url`}>{label}</Label>
      <div className="flex items-center gap-3">
        {value ? (
          <img src={value} alt="" className="size-14 rounded-md border border-slate-200 object-cover" />
        ) : (
          <div className="flex size-14 items-center justify-center rounded-md border border-dashed border-slate-300 text-slate-400">
            <ImageUp className="size-5" aria-hidden />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-2">
          <Input
            id={`${id}-url`}
            type="url"
            placeholder={t('common.upload.placeholder')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          {/* The file input itself is hidden: its label shows where the keyboard focus is. */}
          <label className="flex cursor-pointer items-center gap-2 rounded px-1 text-sm text-brand-700 focus-within:ring-2 focus-within:ring-brand-600">
            {uploading ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <ImageUp className="size-4" aria-hidden />
            )}
            {uploading ? t('common.upload.uploading') : t('common.upload.upload', { what: label.toLowerCase() })}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              disabled={uploading}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setUploading(true);
                try {
                  const uploaded = await uploadFile(bucket, file);
                  onChange(uploaded.url);
                  if (successMessage)
                    toast.success(t('common.toast.done'), { description: translateMessage(successMessage) });
                } catch (err) {
                  toast.error(failureMessage, { description: errorMessage(err) });
                } finally {
                  setUploading(false);
                }
              }}
            />
          </label>
        </div>
      </div>
      {error && <p className="text-sm text-red-600">{error}</p>}
    </div>
  );
}
