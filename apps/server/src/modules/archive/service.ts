import { ARCHIVE_MESSAGES, type ArchiveLevel, type Folder, type FolderValues } from '@club/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { readMultipartForm } from '../../platform/multipart';
import type { FileStorage } from '../../platform/storage';
import { assertClubPeople } from '../profiles/service';
import {
  deleteDocument,
  deleteFolderPermission,
  findDocument,
  insertDocument,
  insertFolder,
  listPermissions,
  upsertFolderPermission,
} from './repository';

export {
  listDocuments as folderDocuments,
  listFolders as visibleFolders,
  listPermissions as folderPermissions,
  searchDocuments,
} from './repository';

export const BUCKET = 'archive-documents';

/** The name a document keeps: the sender's base name, without control characters, at most 200 characters. */
const cleanFileName = (name: string | null) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200) || 'document';

/** A new folder; its creator holds admin on it. */
export async function createFolder(db: AppDatabase, actor: Viewer, input: FolderValues): Promise<Folder> {
  const folder = await asActor(db, actor, (tx) => insertFolder(tx, { ...input, createdBy: actor.userId }));
  return {
    id: folder.id,
    name: folder.name,
    description: folder.description,
    createdAt: folder.createdAt.toISOString(),
    level: 'admin',
    documentCount: 0,
  };
}

/** Grants a person of the club a level on the folder (granting again changes it); answers the folder's grants now. */
export async function grantAccess(
  db: AppDatabase,
  actor: Viewer,
  folderId: string,
  grant: { userId: string; permissionLevel: ArchiveLevel },
) {
  await assertClubPeople(db, [grant.userId], 'userId', ARCHIVE_MESSAGES.chooseUser, 'Choose a person from the club');
  await asActor(db, actor, (tx) => upsertFolderPermission(tx, { folderId, ...grant, grantedBy: actor.userId }));
  return listPermissions(db, folderId);
}

export async function revokeAccess(db: AppDatabase, actor: Viewer, folderId: string, userId: string) {
  if (!(await asActor(db, actor, (tx) => deleteFolderPermission(tx, folderId, userId))))
    throw notFound('This person holds no access to the folder.');
}

/** Stores an uploaded document in the folder: no file is kept without its record. */
export async function uploadDocument(
  deps: { db: AppDatabase; storage: FileStorage },
  actor: Viewer,
  folderId: string,
  request: FastifyRequest,
) {
  const { file, fileName, fields } = await readMultipartForm(request, {
    fileField: 'file',
    maxBytes: deps.storage.maxBytes(BUCKET),
    notMultipartMessage: 'Send the document as multipart/form-data in a field named "file".',
  });
  if (!file) throw badRequest(ARCHIVE_MESSAGES.chooseFile, { file: [ARCHIVE_MESSAGES.chooseFile] });
  const description = (fields.description ?? '').trim().slice(0, 1000) || null;
  const stored = await deps.storage.save(BUCKET, file);
  try {
    const id = await asActor(deps.db, actor, (tx) =>
      insertDocument(tx, {
        folderId,
        filename: cleanFileName(fileName),
        description,
        storedName: stored.name,
        fileSize: stored.size,
        fileType: stored.mimeType,
        uploadedBy: actor.userId,
      }),
    );
    const document = await findDocument(deps.db, id);
    if (!document) throw new Error('uploaded document not found');
    const { storedName: _, ...shown } = document;
    return shown;
  } catch (error) {
    // The folder went away meanwhile (or the insert failed): no file without its record.
    await deps.storage.remove(BUCKET, stored.name).catch(() => {});
    throw error;
  }
}

/** Removes a document and then its file. */
export async function removeDocument(
  deps: { db: AppDatabase; storage: FileStorage },
  actor: Viewer,
  documentId: string,
) {
  const storedName = await asActor(deps.db, actor, (tx) => deleteDocument(tx, documentId));
  if (!storedName) throw notFound('Document not found.');
  await deps.storage.remove(BUCKET, storedName).catch(() => {});
}
