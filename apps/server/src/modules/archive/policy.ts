import { type ArchiveLevel, levelIncludes } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { idParamOf, type Policy, type PolicyContext, resourcePolicy } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { findDocument, folderLevel } from './repository';

const LEVEL_REFUSED: Record<ArchiveLevel, string> = {
  read: 'You do not have access to this folder.',
  write: 'Your access to this folder does not include uploading.',
  admin: 'Only a folder admin can do this.',
};

/** Holders of archive:approve (admin by default) see and manage every folder. */
const managesAllFolders = ({ canModule }: Pick<PolicyContext, 'canModule'>) => canModule('archive', 'approve');

async function admitAtLevel(db: AppDatabase, context: PolicyContext, folderId: string, needed: ArchiveLevel) {
  const level = await folderLevel(db, folderId, context.viewer.userId, managesAllFolders(context));
  // No grant: the folder does not exist for this viewer (404). A grant too low: they may know it (403).
  if (level === null) return false;
  if (!levelIncludes(level, needed)) throw forbidden(LEVEL_REFUSED[needed]);
  return true;
}

/** A folder route (`:id` is the folder) for those holding at least `needed` on it: only the level counts. */
export const folderAccess =
  (db: AppDatabase, needed: ArchiveLevel): Policy =>
  (context) =>
    admitAtLevel(db, context, idParamOf(context.request), needed);

/** A document route (`:id` is the document): the level held on the document's folder; the document is handed on. */
export const documentAccess = (db: AppDatabase, needed: ArchiveLevel) =>
  resourcePolicy(
    ({ request }) => findDocument(db, idParamOf(request)),
    (document, context) => admitAtLevel(db, context, document.folderId, needed),
  );
