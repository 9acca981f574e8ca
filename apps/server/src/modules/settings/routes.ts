import {
  type ClubSettings,
  clubSettingsSchema,
  clubSettingsValueSchema,
  publicSettingsSchema,
  toClubSettings,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { SettingsStore } from '../../platform/settings';

const tags = ['settings'];

/** The audit log keeps that the metrics token changed, never the token. */
const forAudit = (settings: ClubSettings) => ({ ...settings, metricsToken: settings.metricsToken ? '(set)' : null });

export function settingsRoutes(app: FastifyInstance, { db, settings }: { db: AppDatabase; settings: SettingsStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/settings',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary:
          'What the public pages show of the club settings: bank account, contribution goal, contact details, upload caps',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return settings.current();
    },
  );

  r.get(
    '/api/admin/settings',
    {
      config: { access: { module: 'settings', action: 'view' } },
      schema: { tags, summary: 'All club settings', response: { 200: clubSettingsValueSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return settings.current();
    },
  );

  r.put(
    '/api/admin/settings',
    {
      config: { access: { module: 'settings', action: 'edit' } },
      schema: {
        tags,
        summary: 'Save the club settings (the whole object; recorded in the audit log)',
        body: clubSettingsSchema,
        response: { 200: clubSettingsValueSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireViewer(request);
      await asActor(db, actor, async (tx) => {
        const before = await SettingsStore.read(tx);
        await SettingsStore.write(tx, toClubSettings(request.body), actor.userId);
        await recordAudit(tx, actor, {
          action: 'settings.update',
          entityType: 'settings',
          entityId: 'club',
          before: forAudit(before),
          after: forAudit(toClubSettings(request.body)),
        });
      });
      await settings.reload();
      reply.header('cache-control', 'no-store');
      return settings.current();
    },
  );
}
