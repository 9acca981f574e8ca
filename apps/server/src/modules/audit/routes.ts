import { auditPageSchema, auditQuerySchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { auditLogPage } from './service';

export function auditRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit-log',
    {
      config: { access: { minRole: 'admin' } },
      schema: {
        tags: ['audit'],
        summary:
          'Staff changes (users, roles, permissions, content, teams, gallery, sponsors, committee, registrations, fees, payments, contact messages): who, when, what, before and after, newest first; filtered by person, area and club-time days',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await auditLogPage(db, { page, pageSize, ...filters });
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page,
        pageSize,
      };
    },
  );
}
