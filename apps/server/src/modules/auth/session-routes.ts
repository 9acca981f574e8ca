import { activeSessionsSchema, okMessageSchema, SESSION_MESSAGES, userIdParams } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import type { PermissionStore } from '../../platform/permissions';
import { activeSessions, endOtherSessions, endOwnSession, endSessionsOf } from './sessions';

const tags = ['auth'];
/** better-auth's session ids: 32 letters and digits. */
const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Not a session') });

/** Where a person is signed in, and ending it: their own sessions, and staff ending all of someone's. */
export function sessionRoutes(app: FastifyInstance, deps: { db: AppDatabase; permissions: PermissionStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/sessions',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'The browsers signed in to your account (device, address, signed in, last seen), this one marked',
        response: { 200: activeSessionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { sessions: await activeSessions(deps.db, await requireViewer(request)) };
    },
  );

  r.delete(
    '/api/me/sessions/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Sign out one of your sessions: that browser is signed out at once (404: not yours, or ended)',
        params: sessionParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await endOwnSession(deps.db, await requireViewer(request), request.params.id);
      return { ok: true as const, message: SESSION_MESSAGES.ended };
    },
  );

  r.post(
    '/api/me/sessions/end-others',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Sign out every other browser signed in to your account (this one stays)',
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await endOtherSessions(deps.db, await requireViewer(request));
      return { ok: true as const, message: SESSION_MESSAGES.othersEnded };
    },
  );

  r.post(
    '/api/admin/users/:userId/sessions/end',
    {
      config: { access: { module: 'users', action: 'edit' } },
      schema: {
        tags,
        summary:
          "End every session of a person (a lost phone): users' edit right, accounts below your level outside admin; audited",
        params: userIdParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await endSessionsOf(deps, await requireViewer(request), request.params.userId);
      return { ok: true as const, message: SESSION_MESSAGES.allEnded };
    },
  );
}
