import {
  ARCHIVE_MESSAGES,
  archiveDocumentSchema,
  archiveDocumentsPageSchema,
  archivePersonSchema,
  folderInputSchema,
  folderPermissionSchema,
  folderSchema,
  grantInputSchema,
  idParams,
  paginationQuery,
} from '@club/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { archiveDocuments, archiveFolderPermissions, archiveFolders } from '../../db/schema';
import { requireViewer } from '../../platform/access';
import { auditedChange } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { readMultipartForm } from '../../platform/multipart';
import type { FileStorage } from '../../platform/storage';
import { assertClubPeople, findPeople } from '../profiles/service';
import { documentAccess, folderAccess } from './policy';
import { findDocument, listDocuments, listFolders, listPermissions, searchDocuments } from './repository';

const tags = ['archive'];
const BUCKET = 'archive-documents';
/** Types a browser may show itself (Open); every other type is always a download. */
const OPENS_INLINE = /^(application\/pdf|image\/(jpeg|png|webp|gif))$/;

/** `attachment; filename="..."` with the original name kept for every browser (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The name a document keeps: the sender's base name, without control characters, at most 200 characters. */
const cleanFileName = (name: string | null) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200) || 'document';

export function archiveRoutes(app: FastifyInstance, { db, storage }: { db: AppDatabase; storage: FileStorage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/archive/folders',
    {
      // Members see the folders shared with them (from their dashboard); nobody learns of any other.
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'The folders the viewer holds a grant on (every folder for archive:approve), with their level',
        response: { 200: z.array(folderSchema) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return listFolders(db, viewer.userId, await request.holds('archive', 'approve'));
    },
  );

  r.post(
    '/api/archive/folders',
    {
      config: { access: { module: 'archive', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a folder; its creator holds admin on it',
        body: folderInputSchema,
        response: { 201: folderSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const folder = await auditedChange(request, db, async (tx) => {
        const [created] = await tx
          .insert(archiveFolders)
          .values({ ...request.body, createdBy: viewer.userId })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        await tx
          .insert(archiveFolderPermissions)
          .values({ folderId: created.id, userId: viewer.userId, permissionLevel: 'admin', grantedBy: viewer.userId });
        return created;
      });
      return reply.status(201).send({
        id: folder.id,
        name: folder.name,
        description: folder.description,
        createdAt: folder.createdAt.toISOString(),
        level: 'admin',
        documentCount: 0,
      });
    },
  );

  r.get(
    '/api/archive/folders/:id/permissions',
    {
      config: { access: { signedIn: true, policy: folderAccess(db, 'admin') } },
      schema: {
        tags,
        summary: "Who holds which level on the folder (the folder's admins)",
        params: idParams,
        response: { 200: z.array(folderPermissionSchema) },
      },
    },
    (request) => listPermissions(db, request.params.id),
  );

  r.get(
    '/api/archive/folders/:id/people',
    {
      config: { access: { signedIn: true, policy: folderAccess(db, 'admin') } },
      schema: {
        tags,
        summary: 'People to grant access to, by name or email (20 at a time)',
        params: idParams,
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: { 200: z.array(archivePersonSchema) },
      },
    },
    (request) => findPeople(db, request.query.search),
  );

  r.put(
    '/api/archive/folders/:id/permissions',
    {
      config: { access: { signedIn: true, policy: folderAccess(db, 'admin') } },
      schema: {
        tags,
        summary: 'Grant a person a level on the folder (read by default); granting again changes the level',
        params: idParams,
        body: grantInputSchema,
        response: { 200: z.array(folderPermissionSchema) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { userId, permissionLevel } = request.body;
      await assertClubPeople(db, [userId], 'userId', ARCHIVE_MESSAGES.chooseUser, 'Choose a person from the club');
      await auditedChange(request, db, (tx) =>
        tx
          .insert(archiveFolderPermissions)
          .values({ folderId: request.params.id, userId, permissionLevel, grantedBy: viewer.userId })
          .onConflictDoUpdate({
            target: [archiveFolderPermissions.folderId, archiveFolderPermissions.userId],
            set: { permissionLevel, grantedBy: viewer.userId, updatedAt: new Date() },
          }),
      );
      return listPermissions(db, request.params.id);
    },
  );

  r.delete(
    '/api/archive/folders/:id/permissions/:userId',
    {
      config: { access: { signedIn: true, policy: folderAccess(db, 'admin') } },
      schema: {
        tags,
        summary: "Revoke a person's access to the folder",
        params: idParams.extend({ userId: z.string().min(1).max(100) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const removed = await auditedChange(request, db, (tx) =>
        tx
          .delete(archiveFolderPermissions)
          .where(
            and(
              eq(archiveFolderPermissions.folderId, request.params.id),
              eq(archiveFolderPermissions.userId, request.params.userId),
            ),
          )
          .returning({ id: archiveFolderPermissions.id }),
      );
      if (removed.length === 0) throw notFound('This person holds no access to the folder.');
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/archive/folders/:id/documents',
    {
      config: { access: { signedIn: true, policy: folderAccess(db, 'read') } },
      schema: {
        tags,
        summary: "The folder's documents, newest first",
        params: idParams,
        response: { 200: z.array(archiveDocumentSchema) },
      },
    },
    (request) => listDocuments(db, request.params.id),
  );

  r.post(
    '/api/archive/folders/:id/documents',
    {
      config: { access: { signedIn: true, policy: folderAccess(db, 'write') } },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: "file", optional "description"): PDF, Word/Excel/PowerPoint (OOXML), OpenDocument or an image, by content',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: archiveDocumentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { file, fileName, fields } = await readMultipartForm(request, {
        fileField: 'file',
        maxBytes: storage.maxBytes(BUCKET),
        notMultipartMessage: 'Send the document as multipart/form-data in a field named "file".',
      });
      if (!file) throw badRequest(ARCHIVE_MESSAGES.chooseFile, { file: [ARCHIVE_MESSAGES.chooseFile] });
      const description = (fields.description ?? '').trim().slice(0, 1000) || null;
      const stored = await storage.save(BUCKET, file);
      try {
        const [created] = await auditedChange(request, db, (tx) =>
          tx
            .insert(archiveDocuments)
            .values({
              folderId: request.params.id,
              filename: cleanFileName(fileName),
              description,
              storedName: stored.name,
              fileSize: stored.size,
              fileType: stored.mimeType,
              uploadedBy: viewer.userId,
            })
            .returning({ id: archiveDocuments.id }),
        );
        const document = created && (await findDocument(db, created.id));
        if (!document) throw new Error('uploaded document not found');
        const { storedName: _, ...shown } = document;
        return reply.status(201).send(shown);
      } catch (error) {
        // The folder went away meanwhile (or the insert failed): no file without its record.
        await storage.remove(BUCKET, stored.name).catch(() => {});
        throw error;
      }
    },
  );

  r.get(
    '/api/archive/documents',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Search documents by file name and description, within the folders the viewer can read',
        querystring: paginationQuery,
        response: { 200: archiveDocumentsPageSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { search, page, pageSize } = request.query;
      const managesAll = await request.holds('archive', 'approve');
      const found = await searchDocuments(db, {
        search: search ?? '',
        viewerId: viewer.userId,
        managesAll,
        page,
        pageSize,
      });
      return { ...found, page, pageSize };
    },
  );

  r.get(
    '/api/archive/documents/:id/download',
    {
      config: { access: { signedIn: true, policy: documentAccess(db, 'read') } },
      schema: {
        tags,
        summary: 'Download a document under its original name (?open=1 shows a PDF or image in the browser)',
        params: idParams,
        querystring: z.object({ open: z.enum(['0', '1']).default('0') }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const document = await findDocument(db, request.params.id);
      if (!document) throw notFound('Document not found.');
      const file = await storage.open(BUCKET, document.storedName);
      if (!file) throw notFound('Document not found.');
      const inline = request.query.open === '1' && OPENS_INLINE.test(document.fileType);
      return reply
        .header('content-type', document.fileType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', document.filename))
        .send(file.stream);
    },
  );

  r.delete(
    '/api/archive/documents/:id',
    {
      config: { access: { signedIn: true, policy: documentAccess(db, 'admin') } },
      schema: {
        tags,
        summary: "Delete a document and its file (the folder's admins)",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const removed = await auditedChange(request, db, (tx) =>
        tx
          .delete(archiveDocuments)
          .where(eq(archiveDocuments.id, request.params.id))
          .returning({ storedName: archiveDocuments.storedName }),
      );
      const [document] = removed;
      if (!document) throw notFound('Document not found.');
      await storage.remove(BUCKET, document.storedName).catch(() => {});
      return reply.status(204).send(null);
    },
  );
}
