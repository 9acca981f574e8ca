import type { EventEmitter } from 'node:events';
import { HOME_LIMITS, homeFeedSchema, newsEventsFeedSchema } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { ExpiringCache, SerializedJson, sendFromCache } from '../../platform/expiring-cache';
import { pastEvents, upcomingEvents } from '../events/service';
import { publishedNews } from '../news/service';
import { activeSponsors } from '../sponsors/service';
import { activeTeams } from '../teams/service';

const FEED_TABLES = new Set(['news', 'events', 'teams', 'sponsors']);
const MAX_AGE_MS = 60_000;

export function homeRoutes(app: FastifyInstance, { db, changes }: { db: AppDatabase; changes: EventEmitter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The feeds are read far more often than written: cache them until a watched table changes
  // (in any process, through the live-update channel) or the next listed event starts.
  const homeCache = new ExpiringCache(async () => {
    const [news, events, teams, sponsors] = await Promise.all([
      publishedNews(db, { page: 1, pageSize: HOME_LIMITS.news }),
      upcomingEvents(db, HOME_LIMITS.events),
      activeTeams(db),
      activeSponsors(db),
    ]);
    const feed = {
      news: news.items.map(({ id, title, excerpt, publishDate, isFeatured, featuredImageUrl }) => ({
        id,
        title,
        excerpt,
        publishDate,
        isFeatured,
        featuredImageUrl,
      })),
      events: events.map(({ id, title, eventDate, description, location }) => ({
        id,
        title,
        eventDate,
        description,
        location,
      })),
      teams: teams.map(({ id, name, sport, category }) => ({ id, name, sport, category })),
      sponsors,
    };
    return {
      value: SerializedJson.of(homeFeedSchema, feed),
      expiresAt: Math.min(Date.now() + MAX_AGE_MS, ...events.map((e) => Date.parse(e.eventDate))),
    };
  });

  const newsEventsCache = new ExpiringCache(async () => {
    const [news, upcoming, past] = await Promise.all([
      publishedNews(db, { page: 1, pageSize: 30 }),
      upcomingEvents(db, 50),
      pastEvents(db, 30),
    ]);
    const all = news.items;
    const feed = {
      featured: all.filter((n) => n.isFeatured),
      latest: all.filter((n) => !n.isFeatured),
      upcomingEvents: upcoming,
      otherEvents: past,
    };
    return {
      value: SerializedJson.of(newsEventsFeedSchema, feed),
      expiresAt: Math.min(Date.now() + MAX_AGE_MS, ...upcoming.map((e) => Date.parse(e.eventDate))),
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
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      sendFromCache(reply, homeCache);
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
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      sendFromCache(reply, newsEventsCache);
    },
  );
}
