import { bigint, boolean, date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
