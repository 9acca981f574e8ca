import { clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import { jobRuns } from '../db/schema';
import { loggableError } from './errors';

/** The portal's scheduled work, as the backend screen names it. */
export const JOBS = {
  'mail-delivery': 'Mail delivery',
  'upload-sweep': 'Upload clean-up',
  housekeeping: 'Housekeeping',
  'membership-reminders': 'Membership reminders',
  'session-reminders': 'Session reminders',
  'event-places': 'Unpaid event places',
} as const;
export type JobName = keyof typeof JOBS;

/**
 * Runs one pass of a job and records it (last run, status, runs and failures today), whether it
 * succeeds or throws; the job's own outcome is passed on unchanged. A failure to record is not the
 * job's failure.
 */
export async function recordedRun<T>(db: AppDatabase, job: JobName, run: () => Promise<T>): Promise<T> {
  const startedAt = new Date();
  const record = (status: 'ok' | 'failed', error: string | null) => {
    const today = clubToday();
    const failed = status === 'failed' ? 1 : 0;
    return db
      .insert(jobRuns)
      .values({
        job,
        lastStartedAt: startedAt,
        lastFinishedAt: new Date(),
        lastStatus: status,
        lastError: error,
        runsToday: 1,
        runsDay: today,
        failuresToday: failed,
      })
      .onConflictDoUpdate({
        target: jobRuns.job,
        set: {
          lastStartedAt: startedAt,
          lastFinishedAt: new Date(),
          lastStatus: status,
          lastError: error,
          runsToday: sql`case when ${jobRuns.runsDay} = ${today}::date then ${jobRuns.runsToday} + 1 else 1 end`,
          failuresToday: sql`case when ${jobRuns.runsDay} = ${today}::date then ${jobRuns.failuresToday} + ${failed} else ${failed} end`,
          runsDay: today,
        },
      })
      .catch(() => {});
  };
  try {
    const result = await run();
    await record('ok', null);
    return result;
  } catch (error) {
    await record('failed', loggableError(error).message ?? 'unknown error');
    throw error;
  }
}

/**
 * Runs a job `firstAfterMs` after start and then `everyMs` after each run ends, recording each run; a failed
 * run is logged and the next one comes as usual. Returns what stops it.
 */
export function scheduleJob<T>(
  db: AppDatabase,
  job: JobName,
  run: () => Promise<T>,
  timing: { firstAfterMs: number; everyMs: number },
  log: FastifyBaseLogger,
  onDone?: (result: T) => void,
) {
  let timer: NodeJS.Timeout | null = null;
  const pass = async () => {
    try {
      onDone?.(await recordedRun(db, job, run));
    } catch (error) {
      log.error({ err: loggableError(error) }, `${JOBS[job]} failed`);
    } finally {
      timer = setTimeout(pass, timing.everyMs).unref();
    }
  };
  timer = setTimeout(pass, timing.firstAfterMs).unref();
  return () => {
    if (timer) clearTimeout(timer);
  };
}
