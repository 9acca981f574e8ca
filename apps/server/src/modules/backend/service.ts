import { statfs } from 'node:fs/promises';
import { type BackendStatus, clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import { tableCounts } from '../../backup/database-dump';
import { type AppDatabase, type DatabaseHandle, queryRows } from '../../db/client';
import { JOBS } from '../../platform/jobs';
import { PROCESS_STALE_SECONDS } from '../../platform/metrics';
import { BUCKETS, type BucketName, type FileStorage, FileStorage as Storage } from '../../platform/storage';

const STORAGE_CACHE_MS = 15_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Files and bytes per bucket: listing every object is slow on S3, so a count serves for a few seconds. */
export function storageCensus(storage: FileStorage, dataDir: string) {
  let cached: { at: number; value: Promise<BackendStatus['storage']> } | null = null;
  const count = async (): Promise<BackendStatus['storage']> => {
    const buckets = [];
    for (const [bucket, rule] of Object.entries(BUCKETS)) {
      let files = 0;
      let bytes = 0;
      for await (const object of storage.store.list(Storage.keyOf(bucket as BucketName, ''))) {
        files++;
        bytes += object.size;
      }
      buckets.push({ bucket, visibility: rule.visibility, files, bytes });
    }
    const free =
      storage.store.kind === 'local'
        ? await statfs(dataDir)
            .then((stats) => stats.bavail * stats.bsize)
            .catch(() => null)
        : null;
    return {
      kind: storage.store.kind,
      buckets,
      totalFiles: buckets.reduce((sum, b) => sum + b.files, 0),
      totalBytes: buckets.reduce((sum, b) => sum + b.bytes, 0),
      freeBytes: free,
    };
  };
  return {
    get(): Promise<BackendStatus['storage']> {
      if (!cached || Date.now() - cached.at > STORAGE_CACHE_MS) {
        const value = count();
        cached = { at: Date.now(), value };
        value.catch(() => {
          cached = null;
        });
      }
      return cached.value;
    },
    /** A document or photo was stored or removed here: count again on the next read. */
    invalidate() {
      cached = null;
    },
  };
}

/** Every figure of the backend screen, live from the database, the object store and every server process. */
export async function backendStatus(
  database: DatabaseHandle,
  storage: { get(): Promise<BackendStatus['storage']> },
): Promise<BackendStatus> {
  const { db } = database;
  const started = performance.now();
  const ok = await db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;

  const [[size], jobs, [auth], [processes], audit, tables, storageFigures] = await Promise.all([
    queryRows<{ bytes: string | null }>(db, sql`select pg_database_size(current_database())::bigint as bytes`).catch(
      () => [{ bytes: null }],
    ),
    queryRows<{
      job: string;
      last_started_at: Date | string;
      last_status: 'ok' | 'failed';
      last_error: string | null;
      runs_today: number;
      failures_today: number;
      runs_day: string;
    }>(
      db,
      sql`select job, last_started_at, last_status, last_error, runs_today, failures_today, runs_day::text from job_runs`,
    ),
    queryRows<{
      accounts: number;
      confirmed: number;
      sessions: number;
      sign_ins: number;
      failed: number;
      admins: number;
    }>(
      db,
      // People's accounts: the card gateway's (decision 048) is nobody's.
      sql`select (select count(*)::int from "user" u where exists (select 1 from profiles p where p.user_id = u.id))
                   as accounts,
                 (select count(*)::int from "user" u where email_verified
                   and exists (select 1 from profiles p where p.user_id = u.id)) as confirmed,
                 (select count(*)::int from session where expires_at > now()) as sessions,
                 (select count(*)::int from sign_in_events where succeeded and at > now() - interval '24 hours') as sign_ins,
                 (select count(*)::int from sign_in_events where not succeeded and at > now() - interval '24 hours') as failed,
                 (select count(*)::int from profiles p join user_roles r on r.id = p.role_id
                   where r.base_role = 'admin' and r.is_active) as admins`,
    ),
    queryRows<{
      processes: number;
      requests: number;
      errors: number;
      rejected: number;
      rejected_total: number;
      p95: number | null;
      rss: number;
      heap: number;
      loop: number | null;
      live: number;
    }>(
      db,
      sql`select count(*)::int as processes, coalesce(sum(requests_last_minute), 0)::int as requests,
                 coalesce(sum(errors_last_minute), 0)::int as errors, coalesce(sum(rejected_last_minute), 0)::int as rejected,
                 coalesce(sum(rejected_total), 0)::bigint as rejected_total, max(latency_p95_ms) as p95,
                 coalesce(sum(rss_bytes), 0)::bigint as rss, coalesce(sum(heap_used_bytes), 0)::bigint as heap,
                 max(event_loop_p99_ms) as loop, coalesce(sum(live_clients), 0)::int as live
            from process_metrics where updated_at > now() - ${PROCESS_STALE_SECONDS} * interval '1 second'`,
    ),
    queryRows<{ created_at: Date | string; actor_email: string | null; action: string; entity_type: string }>(
      db,
      sql`select created_at, actor_email, action, entity_type from audit_log order by created_at desc limit 10`,
    ),
    tableCounts(db).then((counts) =>
      Object.entries(counts)
        .map(([table, rows]) => ({ table, rows }))
        .sort((a, b) => a.table.localeCompare(b.table)),
    ),
    storage.get(),
  ]);

  const today = clubToday();
  const byJob = new Map(jobs.map((j) => [j.job, j]));
  const requests = Number(processes?.requests ?? 0);
  const accounts = Number(auth?.accounts ?? 0);
  const confirmed = Number(auth?.confirmed ?? 0);
  return {
    generatedAt: new Date().toISOString(),
    database: {
      kind: database.kind,
      ok,
      latencyMs,
      sizeBytes: size?.bytes == null ? null : Number(size.bytes),
    },
    jobs: Object.entries(JOBS).map(([job, label]) => {
      const run = byJob.get(job);
      const current = run?.runs_day === today;
      return {
        job,
        label,
        status: run ? run.last_status : ('never' as const),
        lastRunAt: iso(run?.last_started_at ?? null),
        lastError: run?.last_error ?? null,
        runsToday: current ? Number(run?.runs_today ?? 0) : 0,
        failuresToday: current ? Number(run?.failures_today ?? 0) : 0,
      };
    }),
    storage: storageFigures,
    auth: {
      accounts,
      confirmed,
      activeSessions: Number(auth?.sessions ?? 0),
      signIns24h: Number(auth?.sign_ins ?? 0),
      failedSignIns24h: Number(auth?.failed ?? 0),
    },
    tables,
    monitoring: {
      processes: Number(processes?.processes ?? 0),
      requestsPerMinute: requests,
      errorRate: requests > 0 ? Number(processes?.errors ?? 0) / requests : 0,
      latencyP95Ms: processes?.p95 == null ? null : Number(processes.p95),
      rssBytes: Number(processes?.rss ?? 0),
      heapUsedBytes: Number(processes?.heap ?? 0),
      eventLoopP99Ms: processes?.loop == null ? null : Number(processes.loop),
      liveClients: Number(processes?.live ?? 0),
    },
    security: {
      failedSignIns24h: Number(auth?.failed ?? 0),
      rateLimitRefusalsLastMinute: Number(processes?.rejected ?? 0),
      rateLimitRefusalsTotal: Number(processes?.rejected_total ?? 0),
      admins: Number(auth?.admins ?? 0),
      unconfirmedAccounts: accounts - confirmed,
      recentAudit: audit.map((a) => ({
        at: new Date(a.created_at).toISOString(),
        actorEmail: a.actor_email,
        action: a.action,
        entityType: a.entity_type,
      })),
    },
  };
}

/** Requests and errors counted by the processes that reported lately (every app process of a scaled-out portal). */
export async function requestTotals(db: AppDatabase) {
  const [totals] = await queryRows<{ requests: string; errors: string }>(
    db,
    sql`select coalesce(sum(requests_total), 0)::bigint as requests, coalesce(sum(errors_total), 0)::bigint as errors
          from process_metrics where updated_at > now() - ${PROCESS_STALE_SECONDS} * interval '1 second'`,
  );
  return { requests: Number(totals?.requests ?? 0), errors: Number(totals?.errors ?? 0) };
}
