import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** What the plugin hands a route's store: the route's options, with `routeInfo` (method, url). */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown; url?: unknown } };

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One in this many increments also clears windows that ended long ago. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store backed by Postgres, so that N app processes together allow a client the
 * configured number of requests, not N times it. Each route counts apart (its method and path are in the key).
 */
export function postgresRateLimitStore(db: AppDatabase) {
  let increments = 0;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const id = `${this.scope}|${key}`;
      const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
      queryRows<{ hits: number; ttl: number }>(
        db,
        sql`insert into ${rateLimitHits} (key, hits, window_ends_at)
            values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end,
              window_ends_at = case when ${ended} then now() + ${timeWindow} * interval '1 millisecond'
                               else ${rateLimitHits.windowEndsAt} end
            returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl`,
      )
        .then(([row]) => {
          callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
          if (++increments % SWEEP_EVERY === 0) {
            void db.execute(sql`delete from ${rateLimitHits} where window_ends_at < now() - interval '1 day'`);
          }
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: ChildOptions) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new PostgresRateLimitStore(undefined, `${String(route.method)} ${String(route.url)}`);
    }
  };
}
