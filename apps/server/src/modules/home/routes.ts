import type { EventEmitter } from 'node:events';
import { HOME_LIMITS, homeFeedSchema, newsEventsFeedSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { ExpiringCache, SerializedJson, sendSerialized } from '../../platform/expiring-cache';
import { presentEvent } from '../events/presenter';
import { pastPublicEvents, upcomingPublicEvents } from '../events/repository';
import { presentNews } from '../news/presenter';
import { listNews } from '../news/repository';
import { listActiveSponsors } from '../sponsors/repository';
import { listTeams } from '../teams/repository';

const FEED_TABLES = new Set(['news', 'events', 'teams', 'sponsors']);
const MAX_AGE_MS = 60_000;

export function homeRoutes(app: FastifyInstance, { db, changes }: { db: AppDatabase; changes: EventEmitter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The feeds are read far more often than written: cache them until a watched table changes
  // (in any process, through the live-update channel) or the next listed event starts.
  const homeCache = new ExpiringCache(async () => {
    const [news, events, teams, sponsors] = await Promise.all([
      listNews(db, { publishedOnly: true, page: 1, pageSize: HOME_LIMITS.news }),
      upcomingPublicEvents(db, HOME_LIMITS.events),
      listTeams(db, { activeOnly: true }),
      listActiveSponsors(db),
    ]);
    const feed = {
      news: news.items.map(presentNews).map(({ id, title, excerpt, publishDate, isFeatured, featuredImageUrl }) => ({
        id,
        title,
        excerpt,
        publishDate,
        isFeatured,
        featuredImageUrl,
      })),
      events: events.map(presentEvent).map(({ id, title, eventDate, description, location }) => ({
        id,
        title,
        eventDate,
        description,
        location,
      })),
      teams: teams.map(({ team }) => ({ id: team.id, name: team.name, sport: team.sport, category: team.category })),
      sponsors: sponsors.map(({ id, name, logoUrl, websiteUrl, sponsorshipType }) => ({
        id,
        name,
        logoUrl,
        websiteUrl,
        sponsorshipType,
      })),
    };
    return {
      value: SerializedJson.of(homeFeedSchema, feed),
      expiresAt: Math.min(Date.now() + MAX_AGE_MS, ...events.map((e) => e.eventDate.getTime())),
    };
  });

  const newsEventsCache = new ExpiringCache(async () => {
    const [news, upcoming, past] = await Promise.all([
      listNews(db, { publishedOnly: true, page: 1, pageSize: 30 }),
      upcomingPublicEvents(db, 50),
      pastPublicEvents(db, 30),
    ]);
    const all = news.items.map(presentNews);
    const feed = {
      featured: all.filter((n) => n.isFeatured),
      latest: all.filter((n) => !n.isFeatured),
      upcomingEvents: upcoming.map(presentEvent),
      otherEvents: past.map(presentEvent),
    };
    return {
      value: SerializedJson.of(newsEventsFeedSchema, feed),
      expiresAt: Math.min(Date.now() + MAX_AGE_MS, ...upcoming.map((e) => e.eventDate.getTime())),
    };
  });

  changes.on('change', (table: string) => {
    if (!FEED_TABLES.has(table)) return;
    homeCache.invalidate();
    newsEventsCache.invalidate();
  });

  r.get(
    '/api/home',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['home'],
        summary: 'Everything the home page shows, in one round trip',
        response: { 200: homeFeedSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendSerialized(reply, await homeCache.get());
    },
  );

  r.get(
    '/api/news-events',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['home'],
        summary: 'Featured and latest news, upcoming events and past events for the public page',
        response: { 200: newsEventsFeedSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendSerialized(reply, await newsEventsCache.get());
    },
  );
}
