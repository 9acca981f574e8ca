import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './platform/object-store';

/**
 * The browsers' push services the portal sends to (Chrome and Edge, Firefox, Safari, Windows): a subscription
 * naming another address is refused, so the server never posts to a place a user chose. PUSH_SERVICES replaces
 * the list (a club that runs its own, or a test's local endpoint).
 */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@club.local'),
  CLUB_EMAIL: z.email().default('info@club.local'),
  SEED_DEMO: booleanFlag.default(true),
  DEMO_PASSWORD: z.string().min(6).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  MAIL_WORKER: booleanFlag.default(true),
  /** Comma-separated push service origins (`https://*.host` for subdomains); replaces the browsers' own. */
  PUSH_SERVICES: z.string().optional(),
  SCHEDULED_JOBS: booleanFlag.default(true),
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  LIVE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  BACKUP_KEY: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_S3_BUCKET: z.string().min(3).optional(),
  BACKUP_S3_PREFIX: z.string().default('backups/'),
  BACKUP_SCHEDULER: booleanFlag.default(true),
  MIGRATE_WITHOUT_BACKUP: booleanFlag.default(false),
  /** The card gateway's API at another address than the bank's (a test double, a proxy): the merchant's key travels
   * to it, so only over https, or to this machine. */
  CARD_GATEWAY_URL: z
    .url()
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    }, 'must be an https:// address, or one on this machine')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are mailed. */
  clubEmail: string;
  seedDemo: boolean;
  demoPassword: string | undefined;
  authSecret: string | undefined;
  /** Requests per minute per client on sign-in, sign-up and password reset. */
  authRateLimit: number;
  /** Registration form submissions per 10 minutes per client. */
  submissionRateLimit: number;
  /** Where uploads live: `DATA_DIR/storage`, or an S3-compatible bucket. */
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Settings };
  /**
   * Server processes on this machine: with DATABASE_URL, one per core unless WORKERS says otherwise;
   * always one on the embedded database (a single process may open its data folder).
   */
  workers: number;
  /** Whether this process delivers queued mail and push notifications (every process can; at least one must). */
  mailWorker: boolean;
  /** The push services subscriptions may name (the browsers' own unless PUSH_SERVICES says otherwise). */
  pushServices: readonly string[];
  /** Whether this process takes part in the scheduled jobs (each pass is run by one process). */
  scheduledJobs: boolean;
  /** Open live-update streams in all, and from one client address (429 beyond). */
  liveMaxConnections: number;
  liveMaxPerAddress: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  cardGatewayUrl: string | undefined;
  backup: BackupConfig;
}

export interface BackupConfig {
  /** BACKUP_KEY; without it a key is generated once into DATA_DIR/backup-key. */
  key: string | undefined;
  /** A folder (BACKUP_DIR, by default DATA_DIR/backups), or a bucket of the storage's S3 service. */
  destination: { kind: 'folder'; dir: string } | { kind: 's3'; s3: S3Settings; prefix: string };
  /** Whether this process runs the daily backups and weekly drills (with the others, one at a time). */
  scheduler: boolean;
  /** Apply new migrations even when the backup taken before them fails. */
  migrateWithoutBackup: boolean;
}

function backupSettings(e: z.infer<typeof envSchema>, dataDir: string): BackupConfig {
  const destination: BackupConfig['destination'] = e.BACKUP_S3_BUCKET
    ? {
        kind: 's3',
        s3: {
          bucket: e.BACKUP_S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
        },
        prefix: e.BACKUP_S3_PREFIX,
      }
    : { kind: 'folder', dir: resolve(e.BACKUP_DIR ?? `${dataDir}/backups`) };
  return {
    key: e.BACKUP_KEY,
    destination,
    scheduler: e.BACKUP_SCHEDULER,
    migrateWithoutBackup: e.MIGRATE_WITHOUT_BACKUP,
  };
}

function storageSettings(e: z.infer<typeof envSchema>): Config['storage'] {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new Error('Invalid environment settings:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  return {
    driver: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      // Services other than AWS usually address buckets by path.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment settings:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    clubEmail: e.CLUB_EMAIL,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    authSecret: e.AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    submissionRateLimit: e.SUBMISSION_RATE_LIMIT,
    storage: storageSettings(e),
    mailWorker: e.MAIL_WORKER,
    pushServices: e.PUSH_SERVICES
      ? e.PUSH_SERVICES.split(',').map((service) => service.trim().replace(/\/+$/, ''))
      : DEFAULT_PUSH_SERVICES,
    scheduledJobs: e.SCHEDULED_JOBS,
    workers: e.DATABASE_URL ? (e.WORKERS ?? availableParallelism()) : 1,
    liveMaxConnections: e.LIVE_MAX_CONNECTIONS,
    liveMaxPerAddress: e.LIVE_MAX_PER_ADDRESS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cardGatewayUrl: e.CARD_GATEWAY_URL,
    backup: backupSettings(e, resolve(e.DATA_DIR)),
  };
}
