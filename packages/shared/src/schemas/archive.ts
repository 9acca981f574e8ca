import { z } from 'zod';
import { optionalText, paginated } from './common';

export const ARCHIVE_LEVELS = ['read', 'write', 'admin'] as const;
export type ArchiveLevel = (typeof ARCHIVE_LEVELS)[number];
export const ARCHIVE_LEVEL_LABELS: Record<ArchiveLevel, string> = {
  read: 'Read (view documents)',
  write: 'Write (view and upload)',
  admin: 'Admin (full folder control)',
};

/** Whether a level includes another (admin > write > read). */
export const levelIncludes = (held: ArchiveLevel | null, needed: ArchiveLevel) =>
  held !== null && ARCHIVE_LEVELS.indexOf(held) >= ARCHIVE_LEVELS.indexOf(needed);

export const ARCHIVE_MESSAGES = {
  noFolders: 'No folders created yet',
  noPermissions: 'No permissions set',
  noDocuments: 'No documents uploaded',
  selectFolder: 'Select a folder to view its details',
  folderName: 'Folder name is required',
  chooseUser: 'Please select a user',
  chooseFile: 'Please select a file to upload',
} as const;

export const folderInputSchema = z.object({
  name: z.string().trim().min(1, ARCHIVE_MESSAGES.folderName).max(120),
  description: optionalText(1000),
});

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** The viewer's level in this folder (admin for holders of archive:approve). */
  level: z.enum(ARCHIVE_LEVELS),
  documentCount: z.number().int(),
});

export const folderPermissionInputSchema = z.object({
  userId: z.string().min(1, ARCHIVE_MESSAGES.chooseUser).max(100),
  permissionLevel: z.enum(ARCHIVE_LEVELS).default('read'),
});

export const folderPermissionSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  permissionLevel: z.enum(ARCHIVE_LEVELS),
  grantedAt: z.string(),
});

export const archiveDocumentSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  folderName: z.string(),
  filename: z.string(),
  description: z.string().nullable(),
  fileSize: z.number().int(),
  fileType: z.string(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});

export const archiveDocumentsPageSchema = paginated(archiveDocumentSchema);

export const archivePersonSchema = z.object({ userId: z.string(), fullName: z.string(), email: z.string() });

export type FolderInput = z.input<typeof folderInputSchema>;
export type FolderValues = z.output<typeof folderInputSchema>;
export type Folder = z.infer<typeof folderSchema>;
export type FolderPermissionInput = z.input<typeof folderPermissionInputSchema>;
export type FolderPermission = z.infer<typeof folderPermissionSchema>;
export type ArchiveDocument = z.infer<typeof archiveDocumentSchema>;
export type ArchiveDocumentsPage = z.infer<typeof archiveDocumentsPageSchema>;
export type ArchivePerson = z.infer<typeof archivePersonSchema>;

/** A file size as the spec shows it: Bytes, KB, MB or GB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 100) / 100} ${units[unit]}`;
}
