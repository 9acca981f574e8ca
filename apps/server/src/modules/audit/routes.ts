import { paginated, paginationQuery } from '@club/shared';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { auditLog } from '../../db/schema';

const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export function auditRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit-log',
    {
      config: { access: { minRole: 'admin' } },
      schema: {
        tags: ['audit'],
        summary: 'Changes to users, roles and permissions: who, when, what, before and after (newest first)',
        querystring: paginationQuery.omit({ search: true }),
        response: { 200: paginated(auditEntrySchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog),
      ]);
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: totals?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
}
