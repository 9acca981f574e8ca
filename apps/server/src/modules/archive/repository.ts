import type { ArchiveDocument, ArchiveLevel, Folder, FolderPermission } from '@club/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, queryRows, sqlPageOf } from '../../db/client';
import { archiveDocuments, archiveFolderPermissions, archiveFolders } from '../../db/schema';

/**
 * The viewer's level in a folder: admin for those who manage every folder (archive:approve), else
 * their grant; null when the folder does not exist or they hold no grant (they must not learn of it).
 */
export async function folderLevel(
  db: AppDatabase,
  folderId: string,
  viewerId: string,
  managesAll: boolean,
): Promise<ArchiveLevel | null> {
  const [row] = await queryRows<{ level: ArchiveLevel | null }>(
    db,
    sql`select (select p.permission_level from archive_folder_permissions p
                 where p.folder_id = f.id and p.user_id = ${viewerId}) as level
          from archive_folders f where f.id = ${folderId}`,
  );
  if (!row) return null;
  return managesAll ? 'admin' : row.level;
}

/** Folders the viewer can see: every folder for those who manage all, else those they hold a grant on. */
const readableFolders = (viewerId: string, managesAll: boolean) =>
  managesAll
    ? sql`true`
    : sql`exists (select 1 from archive_folder_permissions p where p.folder_id = f.id and p.user_id = ${viewerId})`;

export async function listFolders(db: AppDatabase, viewerId: string, managesAll: boolean): Promise<Folder[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    description: string | null;
    created_at: Date | string;
    level: ArchiveLevel | null;
    document_count: number;
  }>(
    db,
    sql`select f.id, f.name, f.description, f.created_at,
          (select p.permission_level from archive_folder_permissions p
            where p.folder_id = f.id and p.user_id = ${viewerId}) as level,
          (select count(*)::int from archive_documents d where d.folder_id = f.id) as document_count
        from archive_folders f where ${readableFolders(viewerId, managesAll)}
        order by lower(f.name), f.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    level: managesAll ? 'admin' : (row.level ?? 'read'),
    documentCount: row.document_count,
  }));
}

export async function listPermissions(db: AppDatabase, folderId: string): Promise<FolderPermission[]> {
  const rows = await queryRows<{
    user_id: string;
    full_name: string | null;
    email: string;
    permission_level: ArchiveLevel;
    created_at: Date | string;
  }>(
    db,
    sql`select p.user_id, pr.full_name, u.email, p.permission_level, p.created_at
          from archive_folder_permissions p join "user" u on u.id = p.user_id
          left join profiles pr on pr.user_id = p.user_id
         where p.folder_id = ${folderId}
         order by lower(coalesce(pr.full_name, u.email))`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    fullName: row.full_name ?? '',
    email: row.email,
    permissionLevel: row.permission_level,
    grantedAt: new Date(row.created_at).toISOString(),
  }));
}

interface DocumentRow {
  id: string;
  folder_id: string;
  folder_name: string;
  filename: string;
  description: string | null;
  file_size: number | string;
  file_type: string;
  stored_name: string;
  uploaded_by_name: string | null;
  uploaded_at: Date | string;
}

const documentColumns = sql`d.id, d.folder_id, f.name as folder_name, d.filename, d.description, d.file_size,
  d.file_type, d.stored_name, (select pr.full_name from profiles pr where pr.user_id = d.uploaded_by) as uploaded_by_name,
  d.uploaded_at`;

export const documentDownloadUrl = (id: string) => `/api/archive/documents/${id}/download`;

const present = (row: DocumentRow): ArchiveDocument => ({
  id: row.id,
  folderId: row.folder_id,
  folderName: row.folder_name,
  filename: row.filename,
  description: row.description,
  fileSize: Number(row.file_size),
  fileType: row.file_type,
  uploadedByName: row.uploaded_by_name,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
  downloadUrl: documentDownloadUrl(row.id),
});

export async function listDocuments(db: AppDatabase, folderId: string) {
  const rows = await queryRows<DocumentRow>(
    db,
    sql`select ${documentColumns} from archive_documents d join archive_folders f on f.id = d.folder_id
         where d.folder_id = ${folderId} order by d.uploaded_at desc, d.id`,
  );
  return rows.map(present);
}

export async function findDocument(db: AppDatabase, id: string) {
  const [row] = await queryRows<DocumentRow>(
    db,
    sql`select ${documentColumns} from archive_documents d join archive_folders f on f.id = d.folder_id
         where d.id = ${id}`,
  );
  return row ? { ...present(row), storedName: row.stored_name } : null;
}

/** Documents whose file name or description matches, in the folders the viewer can read. */
export async function searchDocuments(
  db: AppDatabase,
  options: { search: string; viewerId: string; managesAll: boolean; page: number; pageSize: number },
) {
  const where = sql`${readableFolders(options.viewerId, options.managesAll)}
    and lower(d.filename || ' ' || coalesce(d.description, '')) like ${likePattern(options.search.toLowerCase())}`;
  const { rows, total } = await sqlPageOf<DocumentRow>(
    db,
    {
      columns: documentColumns,
      from: sql`archive_documents d join archive_folders f on f.id = d.folder_id`,
      where,
      orderBy: sql`d.uploaded_at desc, d.id`,
    },
    options,
  );
  return { items: rows.map(present), total };
}

/** A new folder, its creator holding admin on it. */
export async function insertFolder(
  tx: AppDatabase,
  values: typeof archiveFolders.$inferInsert & { createdBy: string },
) {
  const [created] = await tx.insert(archiveFolders).values(values).returning();
  if (!created) throw new Error('insert returned nothing');
  await tx.insert(archiveFolderPermissions).values({
    folderId: created.id,
    userId: values.createdBy,
    permissionLevel: 'admin',
    grantedBy: values.createdBy,
  });
  return created;
}

/** Grants a level on a folder; granting again changes the level. */
export async function upsertFolderPermission(
  tx: AppDatabase,
  grant: { folderId: string; userId: string; permissionLevel: ArchiveLevel; grantedBy: string },
) {
  await tx
    .insert(archiveFolderPermissions)
    .values(grant)
    .onConflictDoUpdate({
      target: [archiveFolderPermissions.folderId, archiveFolderPermissions.userId],
      set: { permissionLevel: grant.permissionLevel, grantedBy: grant.grantedBy, updatedAt: new Date() },
    });
}

/** False when the person held no grant on the folder. */
export async function deleteFolderPermission(tx: AppDatabase, folderId: string, userId: string) {
  const removed = await tx
    .delete(archiveFolderPermissions)
    .where(and(eq(archiveFolderPermissions.folderId, folderId), eq(archiveFolderPermissions.userId, userId)))
    .returning({ id: archiveFolderPermissions.id });
  return removed.length > 0;
}

export async function insertDocument(tx: AppDatabase, values: typeof archiveDocuments.$inferInsert) {
  const [created] = await tx.insert(archiveDocuments).values(values).returning({ id: archiveDocuments.id });
  if (!created) throw new Error('insert returned nothing');
  return created.id;
}

/** The stored file's name of the removed document, or null when there was none. */
export async function deleteDocument(tx: AppDatabase, id: string) {
  const [removed] = await tx
    .delete(archiveDocuments)
    .where(eq(archiveDocuments.id, id))
    .returning({ storedName: archiveDocuments.storedName });
  return removed?.storedName ?? null;
}
