import { ImageUp, Loader2 } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { t, translateMessage } from '../lib/i18n';
import { uploadFile } from '../lib/upload';
import { Input } from './ui/input';
import { Label } from './ui/label';

/** An ImageUploadField bound to a react-hook-form field (the form's `control` and the field's name), with its error. */
export function FormImageField<T extends FieldValues>({
  control,
  name,
  ...rest
}: Omit<ComponentProps<typeof ImageUploadField>, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageUploadField {...rest} value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />
  );
}

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
          <ImageFileButton
            label={t('common.upload.upload', { what: label.toLowerCase() })}
            accept="image/jpeg,image/png,image/webp,image/gif"
            failureMessage={failureMessage}
            onFile={async (file) => {
              onChange((await uploadFile(bucket, file)).url);
              if (successMessage)
                toast.success(t('common.toast.done'), { description: translateMessage(successMessage) });
            }}
          />
        </div>
      </div>
      {error && <p className="text-sm text-red-600">{error}</p>}
    </div>
  );
}

/**
 * A file chosen for upload, as a link-like button: the file input itself is hidden and its label shows where the
 * keyboard focus is. `onFile` uploads it; while it runs the button says so, and a failure is told in a toast.
 */
export function ImageFileButton({
  label,
  accept,
  failureMessage,
  onFile,
}: {
  label: string;
  accept: string;
  failureMessage: string;
  onFile: (file: File) => Promise<void>;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded px-1 text-sm text-brand-700 focus-within:ring-2 focus-within:ring-brand-600">
      {uploading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImageUp className="size-4" aria-hidden />}
      {uploading ? t('common.upload.uploading') : label}
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={uploading}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setUploading(true);
          try {
            await onFile(file);
          } catch (err) {
            toast.error(failureMessage, { description: errorMessage(err) });
          } finally {
            setUploading(false);
          }
        }}
      />
    </label>
  );
}
