import { ARCHIVE_MESSAGES, type Folder } from '@club/shared';
import { Folder as FolderIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { t, translateMessage } from '../../../lib/i18n';
import { useFolderDocuments } from '../api/get-folder-documents';
import { useFolders } from '../api/get-folders';
import { DocumentsList } from './documents-list';

function FolderDocuments({ folder }: { folder: Folder }) {
  const documents = useFolderDocuments(folder.id);
  if (documents.isError) return <p className="text-red-700">{t('modules.sharedDocuments.failed')}</p>;
  if (!documents.data) return <Spinner />;
  return <DocumentsList documents={documents.data} emptyText={translateMessage(ARCHIVE_MESSAGES.noDocuments)} />;
}

/**
 * Documents the club shares with this person (AGM papers and the like): the archive folders they hold
 * a grant on, shown on the dashboard whatever their role. Hidden when nothing is shared.
 */
export function SharedFolders() {
  const folders = useFolders();
  const [openId, setOpenId] = useState<string | null>(null);
  if (!folders.data || folders.data.length === 0) return null;
  const open = folders.data.find((f) => f.id === openId) ?? folders.data[0];
  return (
    <section aria-labelledby="shared-heading">
      <Card>
        <CardHeader>
          <CardTitle id="shared-heading">{t('modules.sharedDocuments.title')}</CardTitle>
          <CardDescription>{t('modules.sharedDocuments.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-wrap gap-2" aria-label={t('modules.sharedDocuments.folders')}>
            {folders.data.map((folder) => (
              <li key={folder.id}>
                <button
                  type="button"
                  aria-pressed={folder.id === open?.id}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  onClick={() => setOpenId(folder.id)}
                >
                  <FolderIcon className="size-4" aria-hidden /> <bdi>{folder.name}</bdi> ({folder.documentCount})
                </button>
              </li>
            ))}
          </ul>
          {open && <FolderDocuments folder={open} />}
        </CardContent>
      </Card>
    </section>
  );
}
