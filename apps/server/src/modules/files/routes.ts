import { can } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '../../platform/errors';
import { BUCKETS, type FileStorage, isBucketName, mimeTypeOfStoredName } from '../../platform/storage';

const PRIVATE_BUCKETS = Object.entries(BUCKETS)
  .filter(([, rule]) => rule.visibility === 'private')
  .map(([name]) => name);

export function fileRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/:bucket/:name',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['files'],
        summary: 'Download a private file (ID cards, transfer slips, archive documents) with the bucket permission',
        params: z.object({ bucket: z.enum(PRIVATE_BUCKETS as [string, ...string[]]), name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { bucket, name } = request.params;
      const viewer = await request.viewer();
      if (!viewer) throw unauthorized();
      if (!isBucketName(bucket)) throw notFound();
      const rule = BUCKETS[bucket];
      if (!('readPermission' in rule) || !can(viewer.role, rule.readPermission.module, rule.readPermission.action)) {
        throw forbidden();
      }
      const file = await storage.open(bucket, name);
      if (!file) throw notFound('File not found.');
      return reply
        .header('content-type', mimeTypeOfStoredName(name))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(file.stream);
    },
  );
}
