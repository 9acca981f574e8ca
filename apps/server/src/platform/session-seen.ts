import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';

/** A session's "last seen" is written at most this often by one process. */
const EVERY_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 20_000;
const written = new Map<string, number>();

/**
 * Notes that a session's browser was seen now, for the person's list of where they are signed in: at most
 * once every five minutes per session and process, so a busy page costs no write per request.
 */
export async function noteSessionSeen(db: AppDatabase, sessionId: string, now = Date.now()) {
  const last = written.get(sessionId);
  if (last !== undefined && now - last < EVERY_MS) return;
  if (written.size >= MAX_ENTRIES) written.clear();
  written.set(sessionId, now);
  await db.execute(sql`update session set last_seen_at = now() where id = ${sessionId}`);
}
