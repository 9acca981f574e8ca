import { uploadedFileSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import type { FilePolicies } from '../../platform/file-access';
import type { PermissionStore } from '../../platform/permissions';
import { fileResponse } from '../../platform/response-schemas';
import { type FileStorage, isBucketName, mimeTypeOfStoredName } from '../../platform/storage';
import { openStoredFile, PRIVATE_BUCKETS, UPLOAD_BUCKETS, uploadFile } from './service';

export function fileRoutes(
  app: FastifyInstance,
  {
    storage,
    permissions,
    filePolicies,
  }: { storage: FileStorage; permissions: PermissionStore; filePolicies: FilePolicies },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/uploads/:bucket',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['files'],
        summary: 'Upload one image (multipart field "file") to a public bucket; answers its URL',
        description:
          'The bucket decides the right needed (e.g. teams create/edit for team-logos), the types and the size cap.',
        consumes: ['multipart/form-data'],
        params: z.object({ bucket: z.enum(UPLOAD_BUCKETS as [string, ...string[]]) }),
        response: {
          201: uploadedFileSchema,
        },
      },
    },
    async (request, reply) => {
      const stored = await uploadFile(
        { storage, permissions },
        await requireViewer(request),
        request.params.bucket,
        request,
      );
      return reply
        .status(201)
        .send({ url: stored.url, name: stored.name, size: stored.size, mimeType: stored.mimeType });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/:bucket/:name',
    {
      config: {
        access: {
          signedIn: true,
          // Per object: the rule of the record that owns the file (an unknown file is simply not found).
          policy: (context) => {
            const { bucket, name } = context.request.params as { bucket: string; name: string };
            return isBucketName(bucket) && filePolicies.admits(bucket, context, name);
          },
        },
      },
      schema: {
        tags: ['files'],
        summary: 'Download a private file (ID cards, transfer slips, archive documents) if the owning record allows it',
        response: fileResponse('The file as stored', 'application/octet-stream'),
        params: z.object({ bucket: z.enum(PRIVATE_BUCKETS as [string, ...string[]]), name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { bucket, name } = request.params;
      const file = await openStoredFile(storage, 'private', bucket, name);
      return reply
        .header('content-type', mimeTypeOfStoredName(name))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(file.stream);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:bucket/:name',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['files'],
        summary: 'A public file (photos, logos): cached by browsers for a year, as its generated name never changes',
        response: fileResponse('The picture as stored', 'image/jpeg', 'image/png', 'image/webp'),
        params: z.object({ bucket: z.string().max(64), name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { bucket, name } = request.params;
      // A private bucket's files are never here: not found, like any name that does not exist.
      const file = await openStoredFile(storage, 'public', bucket, name);
      return reply
        .header('content-type', mimeTypeOfStoredName(name))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
