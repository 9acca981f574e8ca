import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import { scheduleJob } from './jobs';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Removes what has served its purpose: sessions and one-time tokens (email links, passkey challenges) a day
 * past their expiry, rate-limit windows that ended a day ago, sign-in outcomes older than 90 days, delivered
 * mail older than 30 days, notices older than 90, the card gateway's notification nonces a day old (a notification
 * older than ten minutes is refused by its timestamp). Each statement is idempotent, so several processes may run it at once.
 */
export async function runHousekeeping(db: AppDatabase) {
  await db.execute(sql`delete from session where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from verification where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 day'`);
  await db.execute(sql`delete from sign_in_events where at < now() - interval '90 days'`);
  await db.execute(sql`delete from mail_queue where sent_at < now() - interval '30 days'`);
  await db.execute(sql`delete from notifications where created_at < now() - interval '90 days'`);
  await db.execute(sql`delete from card_gateway_notices where received_at < now() - interval '1 day'`);
}

/** Two minutes after start, then every hour. */
export const scheduleHousekeeping = (db: AppDatabase, log: FastifyBaseLogger) =>
  scheduleJob(db, 'housekeeping', () => runHousekeeping(db), { firstAfterMs: 2 * 60 * 1000, everyMs: EVERY_MS }, log);
