import { ARCHIVE_LEVEL_LABELS, ARCHIVE_MESSAGES, type ArchiveDocument, type Folder } from '@club/shared';
import { ArrowLeft, Folder as FolderIcon, FolderPlus, Upload, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Loaded } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ActionCardHeader, Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useDeleteDocument } from '../api/delete-document';
import { useFolderDocuments } from '../api/get-folder-documents';
import { useFolderPermissions } from '../api/get-folder-permissions';
import { useFolders } from '../api/get-folders';
import { useRevokeAccess } from '../api/revoke-access';
import { useDocumentSearch } from '../api/search-documents';
import { DocumentsList } from '../components/documents-list';
import { FolderDialog } from '../components/folder-dialog';
import { GrantDialog } from '../components/grant-dialog';
import { UploadDialog } from '../components/upload-dialog';

export function ArchivePage() {
  return (
    <AdminFrame moduleId="archive" title={t('archive.archivePage.archiveManagement')}>
      <Archive />
    </AdminFrame>
  );
}

function Permissions({ folder }: { folder: Folder }) {
  const permissions = useFolderPermissions(folder.id, true);
  const revoke = useRevokeAccess();
  const [granting, setGranting] = useState(false);
  const onRevoke = async (userId: string) => {
    try {
      await revoke.mutateAsync({ folderId: folder.id, userId });
      toast.success(t('common.toast.done'), { description: 'Permission revoked successfully' });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to revoke permission') });
    }
  };
  return (
    <Card>
      <ActionCardHeader title={t('archive.archivePage.folderPermissions')}>
        <Button size="sm" onClick={() => setGranting(true)}>
          <UserPlus aria-hidden /> {t('archive.archivePage.grantAccess')}
        </Button>
      </ActionCardHeader>
      <CardContent>
        <Loaded query={permissions} failed={t('archive.archivePage.failedToLoadFolder')}>
          {(data) =>
            data.length === 0 ? (
              <p className="text-sm text-slate-500">{translateMessage(ARCHIVE_MESSAGES.noPermissions)}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200">
                {data.map((permission) => (
                  <li key={permission.userId} className="flex items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="font-medium">{permission.fullName || t('archive.archivePage.unknown')}</p>
                      <p className="text-xs break-all text-slate-500">{permission.email}</p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <Badge variant="outline">{ARCHIVE_LEVEL_LABELS[permission.permissionLevel].split(' ')[0]}</Badge>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('archive.archivePage.revokeAccessOf', {
                          value0: permission.fullName || permission.email,
                        })}
                        disabled={revoke.isPending}
                        onClick={() => onRevoke(permission.userId)}
                      >
                        <UserMinus aria-hidden />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </CardContent>
      <GrantDialog folderId={folder.id} open={granting} onOpenChange={setGranting} />
    </Card>
  );
}

function Documents({ folder }: { folder: Folder }) {
  const documents = useFolderDocuments(folder.id);
  const remove = useDeleteDocument();
  const [uploading, setUploading] = useState(false);
  const deletion = useConfirmedDelete<ArchiveDocument>({
    remove: (document) => remove.mutateAsync(document.id),
    pending: remove.isPending,
    success: 'Document deleted successfully',
    failure: 'Failed to delete document',
  });
  const canUpload = folder.level !== 'read';
  return (
    <Card>
      <ActionCardHeader title={t('archive.archivePage.folderDocuments')}>
        {canUpload && (
          <Button size="sm" onClick={() => setUploading(true)}>
            <Upload aria-hidden /> {t('archive.archivePage.uploadDocument')}
          </Button>
        )}
      </ActionCardHeader>
      <CardContent>
        <Loaded query={documents} failed={t('archive.archivePage.failedToLoadDocuments')}>
          {(data) => (
            <DocumentsList
              documents={data}
              emptyText={translateMessage(ARCHIVE_MESSAGES.noDocuments)}
              onDelete={folder.level === 'admin' ? deletion.ask : undefined}
            />
          )}
        </Loaded>
      </CardContent>
      {canUpload && <UploadDialog folderId={folder.id} open={uploading} onOpenChange={setUploading} />}
      <ConfirmDialog
        title={t('archive.archivePage.deleteDocument')}
        message={t('archive.archivePage.areYouSureYou', { value0: deletion.target?.filename ?? 'this document' })}
        {...deletion.dialog}
      />
    </Card>
  );
}

function SearchResults({ search, page, onPage }: { search: string; page: number; onPage: (page: number) => void }) {
  const results = useDocumentSearch(search, page);
  if (results.isError) return <p className="text-red-700">{t('archive.archivePage.failedToLoadDocuments')}</p>;
  if (!results.data) return <Spinner />;
  return (
    <div className="flex flex-col gap-3">
      <DocumentsList
        documents={results.data.items}
        showFolder
        emptyText={t('archive.archivePage.noDocumentsMatchThis')}
      />
      <Pagination page={page} pageSize={results.data.pageSize} total={results.data.total} onPage={onPage} />
    </div>
  );
}

function Archive() {
  const { can } = useAuth();
  const folders = useFolders();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { search, setSearch, page, setPage, query } = usePagedSearch();
  const selected = folders.data?.find((folder) => folder.id === selectedId) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={paths.dashboard} variant="outline" size="sm" icon={ArrowLeft}>
          {t('archive.archivePage.back')}
        </ButtonLink>
        <SearchInput
          value={search}
          onSearch={setSearch}
          placeholder={t('archive.archivePage.searchDocumentsByName')}
          label={t('archive.archivePage.searchDocuments')}
        />
      </div>
      {query.search ? (
        <SearchResults search={query.search} page={page} onPage={setPage} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
          <Card className="self-start">
            <ActionCardHeader title={t('archive.archivePage.folders')}>
              {can('archive', 'create') && (
                <Button size="sm" onClick={() => setCreating(true)}>
                  <FolderPlus aria-hidden /> {t('archive.archivePage.createFolder')}
                </Button>
              )}
            </ActionCardHeader>
            <CardContent>
              <Loaded query={folders} failed={t('archive.archivePage.failedToLoadFolders')}>
                {(data) =>
                  data.length === 0 ? (
                    <p className="text-sm text-slate-500">{translateMessage(ARCHIVE_MESSAGES.noFolders)}</p>
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {data.map((folder) => (
                        <li key={folder.id}>
                          <button
                            type="button"
                            aria-current={folder.id === selectedId ? 'true' : undefined}
                            className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-start text-sm hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current]:bg-brand-50 aria-[current]:font-semibold"
                            onClick={() => setSelectedId(folder.id)}
                          >
                            <FolderIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
                            <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                            <span className="text-xs text-slate-500">{folder.documentCount}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )
                }
              </Loaded>
            </CardContent>
          </Card>
          {selected ? (
            <div className="flex flex-col gap-6">
              <div>
                <h2 className="text-xl font-semibold">{selected.name}</h2>
                {selected.description && <p className="text-slate-600">{selected.description}</p>}
                <p className="text-sm text-slate-500">
                  {t('archive.archivePage.yourAccess')} {translateMessage(ARCHIVE_LEVEL_LABELS[selected.level])}
                </p>
              </div>
              {selected.level === 'admin' && <Permissions folder={selected} />}
              <Documents folder={selected} />
            </div>
          ) : (
            <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-500">
              {translateMessage(ARCHIVE_MESSAGES.selectFolder)}
            </p>
          )}
        </div>
      )}
      <FolderDialog open={creating} onOpenChange={setCreating} onCreated={setSelectedId} />
    </div>
  );
}
