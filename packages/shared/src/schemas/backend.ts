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

export const BACKUP_RUN_KINDS = ['backup', 'drill'] as const;
export const BACKUP_TRIGGERS = ['scheduled', 'manual', 'upgrade', 'command'] as const;
export const BACKUP_RUN_STATUSES = ['running', 'ok', 'failed'] as const;

export const backupRunSchema = z.object({
  id: z.string(),
  kind: z.enum(BACKUP_RUN_KINDS),
  trigger: z.enum(BACKUP_TRIGGERS),
  status: z.enum(BACKUP_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  archive: z.string().nullable(),
  destination: z.string().nullable(),
  sizeBytes: nullableNumber,
  findings: z.array(z.string()),
  error: z.string().nullable(),
  requestedBy: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** The backups panel of the backend screen. */
export const backupStatusSchema = z.object({
  /** Where archives go, in words (a folder path or an S3 bucket and prefix). */
  destination: z.string(),
  schedule: z.object({ enabled: z.boolean(), hour: z.number().int(), keep: z.number().int() }),
  /** The key's fingerprint (never the key), and whether it was generated into the data folder. */
  key: z.object({ fingerprint: z.string(), generated: z.boolean() }),
  lastBackup: backupRunSchema.nullable(),
  lastSuccessfulBackup: backupRunSchema.nullable(),
  lastDrill: backupRunSchema.nullable(),
  recent: z.array(backupRunSchema),
  archives: z.array(z.object({ name: z.string(), sizeBytes: z.number(), createdAt: z.string() })),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const BACKUP_MESSAGES = {
  started: 'Backup started. It shows here when it is done.',
  drillStarted: 'Restore drill started. Its result shows here when it is done.',
  busy: 'A backup or drill is already running. Wait for it to finish.',
  noArchive: 'There is no backup to check yet. Make one first.',
  archiveNotFound: 'This backup is no longer kept.',
} as const;

/** A kept archive, by its name (`club-backup-2026-11-26T10-00-00Z.clubbackup`). */
export const archiveParams = z.object({
  name: z.string().regex(/^club-backup-[0-9TZ-]{20,40}\.clubbackup$/, 'Not a backup archive'),
});
