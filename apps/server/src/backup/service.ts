import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { BACKUP_MESSAGES, type BackupRun, type BackupStatus, clubDay, clubHour, clubIsoWeek } from '@club/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { backupRuns } from '../db/schema';
import { conflict, loggableError } from '../platform/errors';
import type { Mailer } from '../platform/mail';
import type { ObjectStore } from '../platform/object-store';
import { textsIn } from '../platform/texts';
import { filesNamedByRecords } from '../platform/upload-sweep';
import { drillArchive, writeArchive } from './archive';
import { keyFingerprint } from './archive-crypto';
import { type Manifest, manifestRows } from './archive-records';
import { archiveName, type BackupDestination, isArchiveName } from './destination';

export interface BackupSchedule {
  enabled: boolean;
  hour: number;
  keep: number;
}

type Trigger = BackupRun['trigger'];

/** A run left `running` this long ago was cut off (its process stopped): it no longer blocks others. */
const RUN_TIMEOUT_MS = 6 * 60 * 60 * 1000;
const TICK_MS = 60_000;

/**
 * Writes one archive into the destination and answers its name, size and manifest. Used on its own
 * before an upgrade (when the portal's own tables may not be there yet) and by the Backups service.
 */
export async function backUpTo(
  destination: BackupDestination,
  source: { database: DatabaseHandle; store: ObjectStore },
  key: Buffer,
): Promise<{ name: string; sizeBytes: number; manifest: Manifest }> {
  const name = archiveName();
  const path = await destination.scratchPath(name);
  try {
    const manifest = await writeArchive(source, key, createWriteStream(path, { mode: 0o600 }));
    const { size } = await stat(path);
    await destination.keep(path, name);
    return { name, sizeBytes: size, manifest };
  } finally {
    await rm(path, { force: true });
  }
}

const summary = (manifest: Manifest) => [
  `${manifestRows(manifest)} rows in ${Object.keys(manifest.tables).length} tables; ${manifest.files.length} files.`,
  `Database level ${manifest.migration.tag}; ledger debits and credits ${manifest.ledger.debits} MVR.`,
];

function toRun(row: typeof backupRuns.$inferSelect): BackupRun {
  const cutOff = row.status === 'running' && Date.now() - row.startedAt.getTime() > RUN_TIMEOUT_MS;
  return {
    id: row.id,
    kind: row.kind,
    trigger: row.trigger,
    status: cutOff ? 'failed' : row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    archive: row.archive,
    destination: row.destination,
    sizeBytes: row.sizeBytes,
    findings: row.findings,
    error: cutOff ? 'The run was cut off (its server process stopped).' : row.error,
    requestedBy: row.requestedBy,
  };
}

/**
 * The portal's backups: made on demand or daily at the hour the club settings give (club time), the
 * oldest beyond the number to keep removed; each week the newest archive is restored into a scratch
 * database and checked (the drill). Every run is a row of backup_runs; a failure is mailed to the admins.
 * Several server processes share the schedule: each day's backup and each week's drill is claimed by
 * inserting its slot, which only one process can do.
 */
export class Backups {
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      store: ObjectStore;
      destination: BackupDestination;
      key: { key: Buffer; generated: boolean };
      schedule: () => BackupSchedule;
      mailer: Mailer;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  private get db() {
    return this.deps.database.db;
  }

  /** Starts a backup now (from the backend screen); answers its row at once, the archive follows. */
  async startBackup(requestedBy: string | null): Promise<BackupRun> {
    const run = await this.claim('backup', 'manual', null, requestedBy);
    if (!run) throw conflict(BACKUP_MESSAGES.busy);
    this.track(this.backUp(run));
    return toRun(run);
  }

  /** Starts a restore drill of the newest archive now. */
  async startDrill(requestedBy: string | null): Promise<BackupRun> {
    const run = await this.claim('drill', 'manual', null, requestedBy);
    if (!run) throw conflict(BACKUP_MESSAGES.busy);
    this.track(this.drill(run));
    return toRun(run);
  }

  /** A backup from the command line: waits for it and answers its row. */
  async backUpNow(trigger: Trigger): Promise<BackupRun> {
    const run = await this.claim('backup', trigger, null, null);
    if (!run) throw conflict(BACKUP_MESSAGES.busy);
    return this.backUp(run);
  }

  /** Waits for the run this process is doing, if any (tests, shutdown). */
  async idle() {
    while (this.running) await this.running.catch(() => {});
  }

  private track(work: Promise<unknown>) {
    const tracked = work.finally(() => {
      if (this.running === tracked) this.running = null;
    });
    this.running = tracked;
  }

  /**
   * Inserts the run's row unless another run is under way (any process) or, for a scheduled run, its
   * slot is taken; answers the row, or null.
   */
  private async claim(kind: BackupRun['kind'], trigger: Trigger, slot: string | null, requestedBy: string | null) {
    return this.db.transaction(async (tx) => {
      // One run at a time across processes: the advisory lock orders two claims made at the same moment.
      await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
      const [busy] = await tx
        .select({ id: backupRuns.id })
        .from(backupRuns)
        .where(and(eq(backupRuns.status, 'running'), gt(backupRuns.startedAt, new Date(Date.now() - RUN_TIMEOUT_MS))))
        .limit(1);
      if (busy) return null;
      const [row] = await tx
        .insert(backupRuns)
        .values({ kind, trigger, slot, requestedBy, destination: this.deps.destination.description })
        .onConflictDoNothing({ target: backupRuns.slot })
        .returning();
      return row ?? null;
    });
  }

  private async finish(id: string, values: Partial<typeof backupRuns.$inferInsert>) {
    const [row] = await this.db
      .update(backupRuns)
      .set({ ...values, finishedAt: new Date() })
      .where(eq(backupRuns.id, id))
      .returning();
    if (!row) throw new Error('backup run row vanished');
    return toRun(row);
  }

  private async backUp(run: typeof backupRuns.$inferSelect): Promise<BackupRun> {
    try {
      const made = await backUpTo(this.deps.destination, this.deps, this.deps.key.key);
      const removed = await this.prune();
      const findings = summary(made.manifest);
      if (removed > 0) findings.push(`${removed} older archives removed (keeping ${this.deps.schedule().keep}).`);
      return await this.finish(run.id, { status: 'ok', archive: made.name, sizeBytes: made.sizeBytes, findings });
    } catch (error) {
      return this.failed(run, error);
    }
  }

  private async drill(run: typeof backupRuns.$inferSelect): Promise<BackupRun> {
    let scratch: DatabaseHandle | null = null;
    try {
      const [newest] = await this.deps.destination.list();
      if (!newest) return await this.finish(run.id, { status: 'failed', error: BACKUP_MESSAGES.noArchive });
      const open = async () => {
        const stream = await this.deps.destination.open(newest.name);
        if (!stream) throw new Error(`The archive ${newest.name} is gone from ${this.deps.destination.description}.`);
        return stream;
      };
      scratch = await openDatabase({ kind: 'pglite', dataDir: null });
      const result = await drillArchive(open, this.deps.key.key, scratch, filesNamedByRecords);
      if (!result.ok) {
        await this.mailAdmins('drill', [`Archive ${newest.name}:`, ...result.findings]);
      }
      return await this.finish(run.id, {
        status: result.ok ? 'ok' : 'failed',
        archive: newest.name,
        sizeBytes: newest.sizeBytes,
        findings: result.findings,
        error: result.ok ? null : (result.findings.at(-1) ?? 'The drill failed.'),
      });
    } catch (error) {
      return this.failed(run, error);
    } finally {
      await scratch?.close().catch(() => {});
    }
  }

  private async failed(run: typeof backupRuns.$inferSelect, error: unknown) {
    const message = loggableError(error).message ?? 'unknown error';
    this.deps.log.error({ err: loggableError(error), kind: run.kind }, `${run.kind} failed`);
    await this.mailAdmins(run.kind === 'backup' ? 'backup' : 'drill', [message]).catch((mailError) =>
      this.deps.log.error({ err: loggableError(mailError) }, 'could not mail the failure'),
    );
    return this.finish(run.id, { status: 'failed', error: message });
  }

  /** Removes the oldest archives beyond the number the club keeps; answers how many. */
  private async prune() {
    const archives = await this.deps.destination.list();
    const surplus = archives.slice(this.deps.schedule().keep);
    for (const archive of surplus) await this.deps.destination.remove(archive.name);
    return surplus.length;
  }

  /** Tells every active admin, each in their language; the findings themselves are the checks' own words. */
  private async mailAdmins(what: 'backup' | 'drill', lines: string[]) {
    const admins = await queryRows<{ email: string; name: string; language: string | null }>(
      this.db,
      sql`select u.email, u.name, p.language from "user" u join profiles p on p.user_id = u.id
          join user_roles r on r.id = p.role_id
          where r.base_role = 'admin' and r.is_active`,
    );
    for (const admin of admins) {
      const texts = textsIn(admin.language);
      await this.deps.mailer.send({
        to: admin.email,
        subject: texts.t('mail.backup.subject', { what }),
        text: [
          texts.t('mail.greeting', { name: admin.name }),
          '',
          texts.t('mail.backup.when', { what, when: texts.dateTime(new Date()) }),
          '',
          ...lines,
          '',
          texts.t('mail.backup.link', { link: `${this.deps.publicUrl}/admin/backend` }),
          '',
        ].join('\n'),
      });
    }
  }

  /**
   * One pass of the schedule: the day's backup once its hour has come (club time), then the week's
   * drill once the week has a backup. A process that finds the slot taken leaves it to the other.
   */
  async tick(now = new Date()) {
    const schedule = this.deps.schedule();
    if (!schedule.enabled || this.running) return;
    if (clubHour(now) >= schedule.hour) {
      const run = await this.claim('backup', 'scheduled', `backup ${clubDay(now)}`, null);
      if (run) {
        const work = this.backUp(run);
        this.track(work);
        await work;
      }
    }
    const [weekBackup] = await this.db
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, 'backup'), eq(backupRuns.status, 'ok'), gt(backupRuns.startedAt, weekStart(now))))
      .limit(1);
    if (weekBackup) {
      const run = await this.claim('drill', 'scheduled', `drill ${clubIsoWeek(now)}`, null);
      if (run) {
        const work = this.drill(run);
        this.track(work);
        await work;
      }
    }
  }

  schedule() {
    let timer: NodeJS.Timeout | null = null;
    const run = async () => {
      try {
        await this.tick();
      } catch (error) {
        this.deps.log.error({ err: loggableError(error) }, 'backup schedule failed');
      } finally {
        timer = setTimeout(run, TICK_MS).unref();
      }
    };
    timer = setTimeout(run, TICK_MS).unref();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }

  /** An archive kept at the destination, to download (null: no archive of that name). */
  async openArchive(name: string) {
    return isArchiveName(name) ? this.deps.destination.open(name) : null;
  }

  /** The fingerprint of the key archives are encrypted with (the key itself never leaves the server). */
  keyFingerprint() {
    return keyFingerprint(this.deps.key.key);
  }

  async status(): Promise<BackupStatus> {
    const rows = (await this.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(20)).map(toRun);
    const [lastOk] = await this.db
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, 'backup'), eq(backupRuns.status, 'ok')))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    const archives = await this.deps.destination.list().catch(() => []);
    return {
      destination: this.deps.destination.description,
      schedule: this.deps.schedule(),
      key: { fingerprint: this.keyFingerprint(), generated: this.deps.key.generated },
      lastBackup: rows.find((run) => run.kind === 'backup') ?? null,
      lastSuccessfulBackup: lastOk ? toRun(lastOk) : null,
      lastDrill: rows.find((run) => run.kind === 'drill') ?? null,
      recent: rows,
      archives: archives.map((a) => ({ name: a.name, sizeBytes: a.sizeBytes, createdAt: a.createdAt.toISOString() })),
    };
  }
}

/** Monday 00:00 club time of the moment's week. */
function weekStart(now: Date) {
  const today = clubDay(now);
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(Date.parse(`${today}T00:00:00+05:00`) - daysSinceMonday * 86_400_000);
}
