import { createHash, timingSafeEqual } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { archiveParams, BACKUP_MESSAGES, backendStatusSchema, backupRunSchema, backupStatusSchema } from '@club/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Backups } from '../../backup/service';
import type { DatabaseHandle } from '../../db/client';
import { holdsModuleRight, requireViewer } from '../../platform/access';
import { HttpError, notFound } from '../../platform/errors';
import { noStore } from '../../platform/no-store';
import type { PermissionStore } from '../../platform/permissions';
import { fileResponse } from '../../platform/response-schemas';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { prometheusText } from './prometheus';
import { backendStatus, requestTotals, storageCensus } from './service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The monitoring token from the club settings, compared in constant time; blank disables it. */
function bearerMatches(request: FastifyRequest, token: string | null | undefined) {
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return !!token && !!sent && timingSafeEqual(digest(sent), digest(token));
}

export function backendRoutes(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    storage: FileStorage;
    dataDir: string;
    settings: SettingsStore;
    permissions: PermissionStore;
    changes: EventEmitter;
    backups: Backups;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const census = storageCensus(deps.storage, deps.dataDir);
  // Files come and go with their records: any change counts the buckets again on the next read.
  deps.changes.on('change', () => census.invalidate());

  r.get(
    '/api/admin/backend/status',
    {
      config: { access: { module: 'backend', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags: ['backend'],
        summary:
          'Live health: database, background jobs, storage, accounts, table counts, request figures of every process, security',
        response: { 200: backendStatusSchema },
      },
    },
    async () => backendStatus(deps.database, census),
  );

  r.get(
    '/api/admin/backend/backups',
    {
      config: { access: { module: 'backend', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags: ['backend'],
        summary: 'Backups: where they go, the schedule, the key fingerprint, recent runs and drills, the archives kept',
        response: { 200: backupStatusSchema },
      },
    },
    async () => deps.backups.status(),
  );

  r.post(
    '/api/admin/backend/backups',
    {
      config: { access: { module: 'backend', action: 'create' } },
      schema: {
        tags: ['backend'],
        summary: 'Back up now: answers the run at once (running); 409 while another backup or drill runs',
        response: { 202: backupRunSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(202).send(await deps.backups.startBackup(viewer.userId));
    },
  );

  r.get(
    '/api/admin/backend/backups/archives/:name',
    {
      config: { access: { module: 'backend', action: 'view' }, stepUp: true },
      schema: {
        response: fileResponse('The encrypted backup archive', 'application/octet-stream'),
        tags: ['backend'],
        summary: 'Download a kept archive (encrypted with the backup key), to keep a copy away from the server',
        params: archiveParams,
      },
    },
    async (request, reply) => {
      const archive = await deps.backups.openArchive(request.params.name);
      if (!archive) throw notFound(BACKUP_MESSAGES.archiveNotFound);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  r.post(
    '/api/admin/backend/backups/drill',
    {
      config: { access: { module: 'backend', action: 'create' } },
      schema: {
        tags: ['backend'],
        summary: 'Restore drill now: the newest archive restored into a scratch database and checked',
        response: { 202: backupRunSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(202).send(await deps.backups.startDrill(viewer.userId));
    },
  );

  r.get(
    '/api/metrics',
    {
      // Scrapers hold no session: this route admits an admin session (backend:view) or the monitoring
      // token from the club settings, and answers 401 to anyone else.
      config: { access: { public: true } },
      schema: {
        response: fileResponse('The figures in Prometheus text format', 'text/plain'),
        tags: ['backend'],
        summary: 'The backend figures in Prometheus text format',
        description:
          'Needs `Authorization: Bearer <monitoring token>` (club settings) or a session holding backend:view.',
      },
    },
    async (request, reply) => {
      const byToken = bearerMatches(request, deps.settings.current().metricsToken);
      const viewer = byToken ? null : await request.viewer();
      const admitted = byToken || (viewer !== null && holdsModuleRight(deps.permissions, viewer, 'backend', 'view'));
      if (!admitted) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'Send the monitoring token, or sign in as an administrator.');
      }
      const [status, totals] = await Promise.all([
        backendStatus(deps.database, census),
        requestTotals(deps.database.db),
      ]);
      return reply
        .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(prometheusText(status, totals));
    },
  );
}
