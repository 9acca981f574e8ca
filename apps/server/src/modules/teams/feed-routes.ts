import { calendarFeedLinkSchema, calendarFeedStatusSchema, idParams } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { noStore } from '../../platform/no-store';
import { fileResponse } from '../../platform/response-schemas';
import { type FeedOwner, feedCalendar, feedStatus, newFeed, stopFeed, teamFeedOwner } from './feeds';

const tags = ['teams'];
/** A calendar link's file: its token (32 random bytes, base64url) and .ics. */
const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a valid link') });
const linkLimit = { max: 10, timeWindow: '10 minutes' };

/** Calendar links: a person's own and a team's (iCalendar feeds a phone subscribes to), each revocable. */
export function feedRoutes(app: FastifyInstance, { db, publicUrl }: { db: AppDatabase; publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owners = [
    {
      path: '/api/me/calendar-feed',
      access: { signedIn: true } as const,
      whose: 'the signed-in person (their teams, their children’s teams, the events they have a place at)',
      owner: async (request: Parameters<typeof requireViewer>[0]): Promise<FeedOwner> => ({
        userId: (await requireViewer(request)).userId,
      }),
    },
    {
      path: '/api/admin/teams/:id/calendar-feed',
      access: { module: 'teams', action: 'edit' } as const,
      whose: "a team's sessions",
      params: idParams,
      owner: (request: Parameters<typeof requireViewer>[0]): Promise<FeedOwner> =>
        teamFeedOwner(db, (request.params as { id: string }).id),
    },
  ];
  for (const { path, access, whose, params: feedOwnerParams, owner } of owners) {
    // Only a route with parameters declares them (Fastify warns of a declared but empty params schema).
    const params = feedOwnerParams ? { params: feedOwnerParams } : {};
    r.get(
      path,
      {
        config: { access },
        preHandler: noStore,
        schema: {
          tags,
          summary: `Whether the calendar link of ${whose} is live`,
          ...params,
          response: { 200: calendarFeedStatusSchema },
        },
      },
      async (request) => feedStatus(db, await owner(request)),
    );
    r.post(
      path,
      {
        config: { access, rateLimit: linkLimit },
        schema: {
          tags,
          summary: `A new calendar link of ${whose}, shown this once; the previous link stops at once`,
          ...params,
          response: { 201: calendarFeedLinkSchema },
        },
      },
      async (request, reply) => {
        const link = await newFeed(db, await requireViewer(request), await owner(request), publicUrl);
        return reply.status(201).header('cache-control', 'no-store').send(link);
      },
    );
    r.delete(
      path,
      {
        config: { access },
        schema: { tags, summary: `Stop the calendar link of ${whose}`, ...params, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await stopFeed(db, await requireViewer(request), await owner(request));
        return reply.status(204).send(null);
      },
    );
  }

  r.get(
    '/api/calendar/:file',
    {
      config: { access: { public: true } },
      schema: {
        response: fileResponse('The calendar (iCalendar)', 'text/calendar'),
        tags,
        summary:
          'The calendar a link shows (iCalendar, for a phone to subscribe to): updates and cancellations keep each date’s UID with a higher SEQUENCE; 404 once the link is stopped or replaced',
        params: feedParams,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await feedCalendar(db, request.params.file.slice(0, -'.ics'.length), publicUrl)),
  );
}
