import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import { loggableError } from './errors';
import { recordedRun } from './jobs';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Removes what has served its purpose: sessions a day past their expiry, rate-limit windows that ended
 * a day ago, sign-in outcomes older than 90 days, delivered mail older than 30 days. Each statement is
 * idempotent, so several processes may run it at once.
 */
export async function runHousekeeping(db: AppDatabase) {
  await db.execute(sql`delete from session where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 day'`);
  await db.execute(sql`delete from sign_in_events where at < now() - interval '90 days'`);
  await db.execute(sql`delete from mail_queue where sent_at < now() - interval '30 days'`);
}

/** Two minutes after start, then every hour. */
export function scheduleHousekeeping(db: AppDatabase, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      await recordedRun(db, 'housekeeping', () => runHousekeeping(db));
    } catch (error) {
      log.error({ err: loggableError(error) }, 'housekeeping failed');
    } finally {
      timer = setTimeout(run, EVERY_MS).unref();
    }
  };
  timer = setTimeout(run, 2 * 60 * 1000).unref();
  return () => {
    if (timer) clearTimeout(timer);
  };
}
