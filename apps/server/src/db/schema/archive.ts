import { ARCHIVE_LEVELS } from '@club/shared';
import { bigint, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { notNegative, oneOf } from './checks';

export const archiveFolders = pgTable(
  'archive_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('archive_folders_name_idx').on(t.name),
    index('archive_folders_created_by_idx').on(t.createdBy),
    index('archive_folders_updated_by_idx').on(t.updatedBy),
  ],
);

/** Who may do what in a folder: read (list, download), write (also upload), admin (also grant, revoke, delete). */
export const archiveFolderPermissions = pgTable(
  'archive_folder_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => archiveFolders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    permissionLevel: text('permission_level', { enum: ARCHIVE_LEVELS }).notNull().default('read'),
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('archive_folder_permissions_one_per_user').on(t.folderId, t.userId),
    oneOf('archive_folder_permissions_level_check', t.permissionLevel, ARCHIVE_LEVELS),
    index('archive_folder_permissions_user_idx').on(t.userId),
    index('archive_folder_permissions_granted_by_idx').on(t.grantedBy),
    index('archive_folder_permissions_updated_by_idx').on(t.updatedBy),
  ],
);

/** A document in a folder: the file itself is in the private archive-documents bucket under `stored_name`. */
export const archiveDocuments = pgTable(
  'archive_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => archiveFolders.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    description: text('description'),
    storedName: text('stored_name').notNull().unique(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileType: text('file_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The trigram index for searching file names and descriptions is written by hand in migration 0027.
  (t) => [
    notNegative('archive_documents_size_check', t.fileSize),
    index('archive_documents_folder_idx').on(t.folderId, t.uploadedAt),
    index('archive_documents_uploaded_by_idx').on(t.uploadedBy),
    index('archive_documents_updated_by_idx').on(t.updatedBy),
  ],
);
