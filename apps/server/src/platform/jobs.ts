import { clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, queryRows } from '../db/client';
import { jobRuns } from '../db/schema';
import { loggableError } from './errors';

/** The portal's scheduled work, as the backend screen names it. */
export const JOBS = {
  'mail-delivery': 'Mail delivery',
  'push-delivery': 'Push notifications',
  'upload-sweep': 'Upload clean-up',
  housekeeping: 'Housekeeping',
  'membership-reminders': 'Membership reminders',
  'session-reminders': 'Session reminders',
  'event-places': 'Unpaid event places',
  'card-payments': 'Card payments on their way',
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

/** A pass claimed this long after the last one counts as due: timers drift, and a pass takes time. */
const DUE_AFTER_SHARE = 0.9;

/**
 * Whether this process takes a pass of the job now: true unless a process (this one or another on the same
 * database) took one within the last `everyMs` (less a tenth). Two servers claiming at the same moment: the
 * row's lock orders them and the second finds the pass taken.
 */
export async function claimPass(db: AppDatabase, job: JobName, everyMs: number): Promise<boolean> {
  const dueAfterMs = Math.round(everyMs * DUE_AFTER_SHARE);
  const claimed = await queryRows<{ job: string }>(
    db,
    sql`insert into job_claims (job, claimed_at) values (${job}, now())
        on conflict (job) do update set claimed_at = now()
        where job_claims.claimed_at <= now() - ${dueAfterMs} * interval '1 millisecond'
        returning job`,
  );
  return claimed.length > 0;
}

/**
 * Runs a job `firstAfterMs` after start and then `everyMs` after each run ends, recording each run; a failed
 * run is logged and the next one comes as usual. Every server schedules every job, and each pass is run by
 * the first of them to claim it (`claimPass`): N servers do the work of one. Returns what stops it.
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
      if (!(await claimPass(db, job, timing.everyMs))) return;
      // Run first, then hand over: `onDone?.(await ...)` would skip the run itself when there is no onDone.
      const result = await recordedRun(db, job, run);
      onDone?.(result);
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
