import { z } from 'zod';

const nullableNumber = z.number().nullable();

export const backendStatusSchema = z.object({
  generatedAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
    sizeBytes: nullableNumber,
  }),
  jobs: z.array(
    z.object({
      job: z.string(),
      label: z.string(),
      status: z.enum(['ok', 'failed', 'never']),
      lastRunAt: z.string().nullable(),
      lastError: z.string().nullable(),
      runsToday: z.number().int(),
      failuresToday: z.number().int(),
    }),
  ),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    buckets: z.array(
      z.object({ bucket: z.string(), visibility: z.enum(['public', 'private']), files: z.number(), bytes: z.number() }),
    ),
    totalFiles: z.number(),
    totalBytes: z.number(),
    /** Free space on the disk holding the data folder (local storage only). */
    freeBytes: nullableNumber,
  }),
  auth: z.object({
    accounts: z.number(),
    confirmed: z.number(),
    activeSessions: z.number(),
    signIns24h: z.number(),
    failedSignIns24h: z.number(),
  }),
  tables: z.array(z.object({ table: z.string(), rows: z.number() })),
  monitoring: z.object({
    processes: z.number(),
    requestsPerMinute: z.number(),
    /** 5xx answers as a share of all answers in the last minute (0..1). */
    errorRate: z.number(),
    /** The slowest process's 95th percentile over the last minute. */
    latencyP95Ms: nullableNumber,
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    eventLoopP99Ms: nullableNumber,
    liveClients: z.number(),
  }),
  security: z.object({
    failedSignIns24h: z.number(),
    rateLimitRefusalsLastMinute: z.number(),
    rateLimitRefusalsTotal: z.number(),
    admins: z.number(),
    unconfirmedAccounts: z.number(),
    recentAudit: z.array(
      z.object({ at: z.string(), actorEmail: z.string().nullable(), action: z.string(), entityType: z.string() }),
    ),
  }),
});

export type BackendStatus = z.infer<typeof backendStatusSchema>;

/** Bytes as people read them (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
