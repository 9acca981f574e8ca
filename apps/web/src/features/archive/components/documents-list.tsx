import { type ArchiveDocument, formatFileSize } from '@club/shared';
import { Download, ExternalLink, FileText, Trash2 } from 'lucide-react';
import { Button, RowIconButton } from '../../../components/ui/button';
import { UserText } from '../../../components/ui/user-text';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** Types the browser shows itself: offered as Open as well as Download. */
const opensInBrowser = (type: string) => /^(application\/pdf|image\/(jpeg|png|webp|gif))$/.test(type);

/** Documents with their details, Open/Download, and Delete for the folder's admins. */
export function DocumentsList({
  documents,
  showFolder = false,
  onDelete,
  emptyText,
}: {
  documents: ArchiveDocument[];
  showFolder?: boolean;
  onDelete?: (document: ArchiveDocument) => void;
  emptyText: string;
}) {
  if (documents.length === 0)
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-500">{emptyText}</p>
    );
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <FileText className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
            <div className="min-w-0">
              <UserText className="font-medium break-words">{document.filename}</UserText>
              {document.description && <UserText className="text-sm text-slate-600">{document.description}</UserText>}
              <p className="text-xs text-slate-500">
                {formatFileSize(document.fileSize)} · {document.uploadedByName || t('archive.documentsList.unknown')} ·{' '}
                {formatDateTime(document.uploadedAt)}
                {showFolder ? ` · ${document.folderName}` : ''}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            {opensInBrowser(document.fileType) && (
              <Button asChild size="sm" variant="outline">
                <a
                  href={`${document.downloadUrl}?open=1`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('archive.documentsList.open', { filename: document.filename })}
                >
                  <ExternalLink aria-hidden /> {t('archive.documentsList.open')}
                </a>
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <a
                href={document.downloadUrl}
                download={document.filename}
                aria-label={t('archive.documentsList.download', { filename: document.filename })}
              >
                <Download aria-hidden /> {t('archive.documentsList.download')}
              </a>
            </Button>
            {onDelete && (
              <RowIconButton
                icon={Trash2}
                label={t('archive.documentsList.delete', { filename: document.filename })}
                onClick={() => onDelete(document)}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
