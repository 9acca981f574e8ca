import {
  idParams,
  notificationListSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { noStore } from '../../platform/no-store';
import type { PushKeys } from '../../platform/push';
import { markRead, recentNotices, subscribe, unsubscribe } from './service';

const tags = ['notifications'];

/** An account's own notices and the browsers it asked to be told on: nobody sees or changes another's. */
export function notificationRoutes(
  app: FastifyInstance,
  deps: { db: AppDatabase; pushKeys: PushKeys; pushServices: readonly string[] },
) {
  const { db, pushKeys } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications',
    {
      config: { access: { signedIn: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'Your notices of the last 60 days (at most 50), newest first, and how many are unread',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => recentNotices(db, (await requireViewer(request)).userId),
  );

  r.post(
    '/api/notifications/read',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: 'Mark all your notices read', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await markRead(db, (await requireViewer(request)).userId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: 'Mark one of your notices read', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await markRead(db, (await requireViewer(request)).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/push/key',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "The portal's VAPID public key, for a browser subscribing to push notifications",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await pushKeys.load()).publicKey }),
  );

  r.put(
    '/api/push/subscription',
    {
      config: { access: { signedIn: true }, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: "Tell this browser your notices (its PushSubscription); only the browsers' own push services",
        body: pushSubscriptionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await subscribe(deps, await requireViewer(request), request.body);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/push/subscription',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Stop telling this browser your notices',
        querystring: pushEndpointSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, (await requireViewer(request)).userId, request.query.endpoint);
      return reply.code(204).send(null);
    },
  );
}
