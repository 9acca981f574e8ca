import { isDeepStrictEqual } from 'node:util';
import {
  type ClubSettings,
  clubLogoSchema,
  clubSettingsSchema,
  clubSettingsValueSchema,
  publicSettingsSchema,
  secondFactorRolesInputSchema,
  secondFactorRolesSchema,
  toClubSettings,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { noStore } from '../../platform/no-store';
import type { PermissionStore } from '../../platform/permissions';
import { assertFreshSecondFactor } from '../../platform/second-factor';
import { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { storeClubLogo } from './logo';
import { chooseSecondFactorRoles, secondFactorRoles } from './service';

const tags = ['settings'];

/** The audit log keeps that the metrics token changed, never the token. */
const forAudit = (settings: ClubSettings) => ({ ...settings, metricsToken: settings.metricsToken ? '(set)' : null });

export function settingsRoutes(
  app: FastifyInstance,
  {
    db,
    settings,
    permissions,
    storage,
  }: { db: AppDatabase; settings: SettingsStore; permissions: PermissionStore; storage: FileStorage },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/settings/logo',
    {
      config: { access: { module: 'settings', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Draw an uploaded logo (SVG, PNG, JPEG or WebP, multipart field 'file', at most 2 MB) into the PNG squares the site, the installed app and the documents use; saving the settings with them makes it the club's",
        response: { 201: z.object({ logo: clubLogoSchema }) },
      },
    },
    async (request, reply) => reply.status(201).send({ logo: await storeClubLogo(storage, request) }),
  );

  r.get(
    '/api/admin/settings/second-factor-roles',
    {
      config: { access: { module: 'settings', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'The roles whose members sign in with a second factor (guests are never asked)',
        response: { 200: secondFactorRolesSchema },
      },
    },
    async () => {
      return { roles: await secondFactorRoles(db) };
    },
  );

  r.put(
    '/api/admin/settings/second-factor-roles',
    {
      config: { access: { module: 'settings', action: 'edit' }, stepUp: true },
      schema: {
        tags,
        summary:
          'Choose the roles that must use a second factor: their members set it up at their next visit, and reach nothing of the role until they have (audited)',
        body: secondFactorRolesInputSchema,
        response: { 200: secondFactorRolesSchema },
      },
    },
    async (request) => {
      await chooseSecondFactorRoles(db, await requireViewer(request), request.body.roleIds);
      await permissions.reload();
      return { roles: await secondFactorRoles(db) };
    },
  );

  r.get(
    '/api/settings',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary:
          "What the public pages show of the club settings: the club's name and colours, bank account, contribution goal, contact details, upload caps",
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
      preHandler: noStore,
      schema: { tags, summary: 'All club settings', response: { 200: clubSettingsValueSchema } },
    },
    async () => {
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
        const after = toClubSettings({ ...request.body, identity: request.body.identity ?? before.identity });
        // Where members send their money: a changed account asks for the second factor again.
        if (!isDeepStrictEqual(before.bankAccount, after.bankAccount)) assertFreshSecondFactor(actor);
        await SettingsStore.write(tx, after, actor.userId);
        await recordAudit(tx, actor, {
          action: 'settings.update',
          entityType: 'settings',
          entityId: 'club',
          before: forAudit(before),
          after: forAudit(after),
        });
      });
      await settings.reload();
      reply.header('cache-control', 'no-store');
      return settings.current();
    },
  );
}
