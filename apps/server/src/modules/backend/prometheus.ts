import type { BackendStatus } from '@club/shared';

type Sample = { labels?: Record<string, string>; value: number | null };

/** Label values escape backslash, quote and newline (Prometheus text format 0.0.4). */
const labelText = (labels: Record<string, string> = {}) => {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  const escaped = entries.map(
    ([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return `{${escaped.join(',')}}`;
};

function metric(name: string, type: 'counter' | 'gauge', help: string, samples: Sample[]) {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  for (const sample of samples)
    if (sample.value !== null) lines.push(`${name}${labelText(sample.labels)} ${sample.value}`);
  return lines.join('\n');
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

/** The backend figures for a monitoring system to scrape (every server process added up). */
export function prometheusText(status: BackendStatus, totals: { requests: number; errors: number }) {
  const m = status.monitoring;
  // Figures of one value each: name, type, help, value.
  const single: [string, 'counter' | 'gauge', string, number | null][] = [
    ['club_requests_total', 'counter', 'Requests answered by the running server processes.', totals.requests],
    ['club_server_errors_total', 'counter', 'Answers with a 5xx status.', totals.errors],
    ['club_rate_limited_total', 'counter', 'Requests refused with 429.', status.security.rateLimitRefusalsTotal],
    ['club_requests_last_minute', 'gauge', 'Requests in the last minute.', m.requestsPerMinute],
    ['club_error_ratio_last_minute', 'gauge', 'Share of 5xx answers in the last minute.', m.errorRate],
    ['club_latency_p95_seconds', 'gauge', '95th percentile latency (slowest process).', seconds(m.latencyP95Ms)],
    ['club_event_loop_delay_p99_seconds', 'gauge', 'Event loop delay, 99th percentile.', seconds(m.eventLoopP99Ms)],
    ['club_resident_memory_bytes', 'gauge', 'Resident memory of the server processes.', m.rssBytes],
    ['club_live_clients', 'gauge', 'Open live-update streams.', m.liveClients],
    ['club_processes', 'gauge', 'Server processes reporting.', m.processes],
    ['club_database_up', 'gauge', 'Whether the database answers.', status.database.ok ? 1 : 0],
    ['club_database_latency_seconds', 'gauge', 'Time of a trivial query.', status.database.latencyMs / 1000],
    ['club_database_size_bytes', 'gauge', 'Size of the database.', status.database.sizeBytes],
    ['club_accounts', 'gauge', 'Accounts.', status.auth.accounts],
    [
      'club_accounts_unconfirmed',
      'gauge',
      'Accounts whose email is not confirmed.',
      status.security.unconfirmedAccounts,
    ],
    ['club_active_sessions', 'gauge', 'Sessions not yet expired.', status.auth.activeSessions],
    ['club_sign_ins_24h', 'gauge', 'Successful sign-ins in the last 24 hours.', status.auth.signIns24h],
    ['club_failed_sign_ins_24h', 'gauge', 'Failed sign-ins in the last 24 hours.', status.auth.failedSignIns24h],
  ];
  return `${[
    ...single.map(([name, type, help, value]) => metric(name, type, help, [{ value }])),
    metric(
      'club_job_runs_today',
      'gauge',
      'Runs of each scheduled job today (club time).',
      status.jobs.map((j) => ({ labels: { job: j.job }, value: j.runsToday })),
    ),
    metric(
      'club_job_last_run_ok',
      'gauge',
      'Whether the last run of each job succeeded (absent: never ran).',
      status.jobs.map((j) => ({
        labels: { job: j.job },
        value: j.status === 'never' ? null : j.status === 'ok' ? 1 : 0,
      })),
    ),
    metric(
      'club_storage_files',
      'gauge',
      'Stored files per bucket.',
      status.storage.buckets.map((b) => ({ labels: { bucket: b.bucket }, value: b.files })),
    ),
    metric(
      'club_storage_bytes',
      'gauge',
      'Stored bytes per bucket.',
      status.storage.buckets.map((b) => ({ labels: { bucket: b.bucket }, value: b.bytes })),
    ),
    metric(
      'club_table_rows',
      'gauge',
      'Rows per database table.',
      status.tables.map((t) => ({ labels: { table: t.table }, value: t.rows })),
    ),
  ].join('\n')}\n`;
}
