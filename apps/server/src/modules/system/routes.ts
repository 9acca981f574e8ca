import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DatabaseHandle, databaseAnswers } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  /** Which of the server processes answered (1..WORKERS; 0 when there is one). */
  worker: z.number(),
});

export function systemRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database health',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await databaseAnswers(database.db);
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
        uptimeSeconds: Math.round(process.uptime()),
        worker: cluster.worker?.id ?? 0,
      };
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
}
