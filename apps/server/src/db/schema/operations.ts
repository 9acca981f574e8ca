import { BACKUP_RUN_KINDS, BACKUP_RUN_STATUSES, BACKUP_TRIGGERS } from '@club/shared';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';

/**
 * Each server process's recent figures (requests, errors, latency, memory, event loop, live clients),
 * written every few seconds, so that the backend screen and /api/metrics can sum every process.
 */
export const processMetrics = pgTable('process_metrics', {
  processId: text('process_id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  requestsTotal: bigint('requests_total', { mode: 'number' }).notNull().default(0),
  errorsTotal: bigint('errors_total', { mode: 'number' }).notNull().default(0),
  rejectedTotal: bigint('rejected_total', { mode: 'number' }).notNull().default(0),
  requestsLastMinute: integer('requests_last_minute').notNull().default(0),
  errorsLastMinute: integer('errors_last_minute').notNull().default(0),
  rejectedLastMinute: integer('rejected_last_minute').notNull().default(0),
  latencyP95Ms: doublePrecision('latency_p95_ms'),
  rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull().default(0),
  heapUsedBytes: bigint('heap_used_bytes', { mode: 'number' }).notNull().default(0),
  eventLoopP99Ms: doublePrecision('event_loop_p99_ms'),
  liveClients: integer('live_clients').notNull().default(0),
});

/** The portal's own scheduled work (mail delivery, upload sweep, housekeeping): last run and runs today. */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastStatus: text('last_status', { enum: ['ok', 'failed'] }).notNull(),
  lastError: text('last_error'),
  /** Runs on `runsDay` (the club's calendar day): counted afresh each day. */
  runsToday: integer('runs_today').notNull().default(0),
  runsDay: date('runs_day').notNull(),
  failuresToday: integer('failures_today').notNull().default(0),
});

/**
 * When a server last took a job's pass, by the database's clock: with several servers on one database, each
 * pass is taken by one of them (platform/jobs.ts `claimPass`).
 */
export const jobClaims = pgTable('job_claims', {
  job: text('job').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

/** Sign-in outcomes, without who or from where: for the backend screen's 24-hour figures. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_at_idx').on(t.at)],
);

/**
 * Backups and restore drills, one row each. A scheduled run claims its slot (`backup 2026-11-25`,
 * `drill 2026-W48`) by inserting this row: the unique slot lets one process of several run it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: BACKUP_RUN_KINDS }).notNull(),
    slot: text('slot').unique(),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: BACKUP_RUN_STATUSES }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The archive written (a backup) or checked (a drill). */
    archive: text('archive'),
    destination: text('destination'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** What a backup holds (rows, tables, files) or what a drill found, in words. */
    findings: jsonb('findings').$type<string[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    oneOf('backup_runs_kind_check', t.kind, BACKUP_RUN_KINDS),
    oneOf('backup_runs_trigger_check', t.trigger, BACKUP_TRIGGERS),
    oneOf('backup_runs_status_check', t.status, BACKUP_RUN_STATUSES),
    index('backup_runs_kind_started_idx').on(t.kind, t.startedAt.desc().nullsFirst()),
    index('backup_runs_requested_by_idx').on(t.requestedBy),
  ],
);

/**
 * The first-start checklist's steps that are done by saying so (the backup key copied away, the season start
 * checked) or by doing them here (a test mail sent): when, and by whom.
 */
export const setupSteps = pgTable(
  'setup_steps',
  {
    step: text('step').primaryKey(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    doneBy: text('done_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('setup_steps_done_by_idx').on(t.doneBy)],
);

/**
 * The club's own column headings, remembered from its last import of each kind (`members`): the next file with
 * the same heading finds its column chosen (before the headings the portal knows by itself).
 */
export const importHeadings = pgTable(
  'import_headings',
  {
    kind: text('kind').notNull(),
    /** The heading in lower case, letters only ("ID Card No." is idcardno). */
    heading: text('heading').notNull(),
    field: text('field').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.heading] })],
);
