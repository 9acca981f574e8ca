import { ARCHIVE_MESSAGES } from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useUploadDocument } from '../api/upload-document';

const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.jpg,.jpeg,.png,.webp,.gif';

/** The document and its description; the file's type and size are the server's to judge. */
const uploadSchema = z.object({
  file: z.custom<File | null>(
    (value) => typeof File !== 'undefined' && value instanceof File,
    ARCHIVE_MESSAGES.chooseFile,
  ),
  description: z.string().max(1000),
});
type UploadInput = z.input<typeof uploadSchema>;

/** Upload Document: a file and a description, with the upload's progress. */
export function UploadDialog({
  folderId,
  open,
  onOpenChange,
}: {
  folderId: string;
} & DialogState) {
  const upload = useUploadDocument();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<UploadInput, unknown, z.output<typeof uploadSchema>>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { file: null, description: '' },
  });
  const error = form.formState.errors.file?.message;
  useEffect(() => {
    if (!open) return;
    form.reset({ file: null, description: '' });
    setProgress(null);
  }, [open, form]);

  const submit = form.handleSubmit(async ({ file, description }) => {
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ folderId, file, description, onProgress: setProgress });
      toast.success(t('common.toast.done'), { description: 'Document uploaded successfully' });
      onOpenChange(false);
    } catch (caught) {
      setProgress(null);
      // A refused type or size is the user's to fix: say why, next to the file.
      if (caught instanceof ApiError && (caught.status === 413 || caught.status === 415))
        form.setError('file', { message: caught.body.message });
      else toast.error(t('common.toast.error'), { description: failureMessage(caught, 'Failed to upload document') });
    }
  });
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <FormDialog
      submitLabel={t('archive.uploadDialog.uploadDocument')}
      pending={upload.isPending}
      open={open}
      onOpenChange={onOpenChange}
      title={t('archive.uploadDialog.uploadDocument')}
      description={t('archive.uploadDialog.pdfWordExcelPowerpoint')}
      className="max-w-lg"
      onSubmit={submit}
    >
      <TextField
        id="document-file"
        label={t('archive.uploadDialog.file')}
        error={error}
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'document-file-error' : undefined}
        onChange={(event) => {
          form.setValue('file', event.target.files?.[0] ?? null);
          form.clearErrors('file');
        }}
      />
      <FormField id="document-description" label={t('archive.uploadDialog.description')}>
        <Textarea rows={3} maxLength={1000} {...form.register('description')} />
      </FormField>
      {percent !== null && (
        <div className="flex flex-col gap-1">
          <ProgressBar value={progress ?? 0} label={t('archive.uploadDialog.uploadProgress')} />
          <p className="text-xs text-slate-600">
            {percent < 100
              ? t('archive.uploadDialog.uploading', { percent })
              : t('archive.uploadDialog.checkingTheFile')}
          </p>
        </div>
      )}
    </FormDialog>
  );
}
