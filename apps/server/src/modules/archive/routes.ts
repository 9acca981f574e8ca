import {
  archiveDocumentSchema,
  archiveDocumentsPageSchema,
  archivePersonSchema,
  folderInputSchema,
  folderPermissionInputSchema,
  folderPermissionSchema,
  folderSchema,
  idParams,
  paginationQuery,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { fileResponse } from '../../platform/response-schemas';
import type { FileStorage } from '../../platform/storage';
import { findPeople } from '../profiles/service';
import { documentAccess, folderAccess } from './policy';
import {
  BUCKET,
  createFolder,
  folderDocuments,
  folderPermissions,
  grantAccess,
  removeDocument,
  revokeAccess,
  searchDocuments,
  uploadDocument,
  visibleFolders,
} from './service';

const tags = ['archive'];
/** Types a browser may show itself (Open); every other type is always a download. */
const OPENS_INLINE = /^(application\/pdf|image\/(jpeg|png|webp|gif))$/;

/** `attachment; filename="..."` with the original name kept for every browser (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function archiveRoutes(app: FastifyInstance, deps: { db: AppDatabase; storage: FileStorage }) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readableDocument = documentAccess(db, 'read');
  const managedDocument = documentAccess(db, 'admin');

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
      return visibleFolders(db, viewer.userId, await request.holds('archive', 'approve'));
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
    async (request, reply) =>
      reply.status(201).send(await createFolder(db, await requireViewer(request), request.body)),
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
    (request) => folderPermissions(db, request.params.id),
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
        body: folderPermissionInputSchema,
        response: { 200: z.array(folderPermissionSchema) },
      },
    },
    async (request) => grantAccess(db, await requireViewer(request), request.params.id, request.body),
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
      await revokeAccess(db, await requireViewer(request), request.params.id, request.params.userId);
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
    (request) => folderDocuments(db, request.params.id),
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
    async (request, reply) =>
      reply.status(201).send(await uploadDocument(deps, await requireViewer(request), request.params.id, request)),
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
      config: { access: { signedIn: true, policy: readableDocument.policy } },
      schema: {
        response: fileResponse('The document as stored', 'application/octet-stream'),
        tags,
        summary: 'Download a document under its original name (?open=1 shows a PDF or image in the browser)',
        params: idParams,
        querystring: z.object({ open: z.enum(['0', '1']).default('0') }),
      },
    },
    async (request, reply) => {
      const document = readableDocument.loaded(request);
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
      config: { access: { signedIn: true, policy: managedDocument.policy } },
      schema: {
        tags,
        summary: "Delete a document and its file (the folder's admins)",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDocument(deps, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
