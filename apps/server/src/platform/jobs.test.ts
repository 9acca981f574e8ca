import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { useTestDatabase } from '../test/harness';
import { claimPass, scheduleJob } from './jobs';

const HOUR_MS = 60 * 60 * 1000;
const failures: unknown[] = [];
const log = { error: (...args: unknown[]) => failures.push(args) } as unknown as FastifyBaseLogger;

describe('scheduled jobs on several servers', () => {
  const database = useTestDatabase();

  it('give each pass to one claim, however many servers ask at the same moment', async () => {
    const db = database.current.db;
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimPass(db, 'housekeeping', HOUR_MS)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPass(db, 'housekeeping', HOUR_MS)).toBe(false);
    // Another job is claimed on its own.
    expect(await claimPass(db, 'membership-reminders', HOUR_MS)).toBe(true);

    // Not yet due: 50 minutes ago is within the hour, less its tenth of slack (54 minutes).
    await db.execute(sql`update job_claims set claimed_at = now() - interval '50 minutes' where job = 'housekeeping'`);
    expect(await claimPass(db, 'housekeeping', HOUR_MS)).toBe(false);
    await db.execute(sql`update job_claims set claimed_at = now() - interval '55 minutes' where job = 'housekeeping'`);
    const again = await Promise.all(Array.from({ length: 10 }, () => claimPass(db, 'housekeeping', HOUR_MS)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });

  it('run once a pass when three servers schedule the same job', async () => {
    const db = database.current.db;
    let runs = 0;
    const stops = Array.from({ length: 3 }, () =>
      scheduleJob(
        db,
        'session-reminders',
        async () => {
          runs++;
        },
        { firstAfterMs: 0, everyMs: HOUR_MS },
        log,
      ),
    );
    try {
      // The three first passes ask at the same moment: one runs, and the others have been told no by the time
      // its run is recorded (they asked before it was done).
      const started = Date.now();
      while (runs === 0) {
        expect(Date.now() - started).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs).toBe(1);
      const [recorded] = await queryRows<{ runs_today: number }>(
        db,
        sql`select runs_today from job_runs where job = 'session-reminders'`,
      );
      expect(recorded?.runs_today).toBe(1);
      expect(failures).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
