import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUP_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { backupRuns } from '../db/schema';
import { LocalObjectStore } from '../platform/object-store';
import { PNG } from '../test/files';
import { callApp, createTestApp, mailTo, scratchEmbeddedDatabase, signedInAs, type TestApp } from '../test/harness';
import { startS3Server } from '../test/s3-server';
import { restoreArchive } from './archive';
import { loadBackupKey } from './archive-crypto';
import { backupDestination } from './destination';
import { type BackupSchedule, Backups } from './service';

/** 03:00 club time (22:00 UTC the day before): past the default 02:00. */
const AT_THREE = new Date('2026-11-24T22:00:00Z');
const AT_ONE = new Date('2026-11-24T20:00:00Z');

describe('backups of a running portal', () => {
  let app: TestApp;
  let folder: string;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const schedule: BackupSchedule = { enabled: true, hour: 2, keep: 14 };

  const backupsOf = (database = app.database, dir = folder) =>
    new Backups({
      database,
      store: app.storage.store,
      destination: backupDestination({ kind: 'folder', dir }, app.config.dataDir),
      key: { key: Buffer.alloc(32, 7), generated: false },
      schedule: () => schedule,
      mailer: app.mailer,
      publicUrl: 'http://localhost:3000',
      log: app.app.log,
    });
  const archivesIn = async (dir = folder) =>
    (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.clubbackup'));

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'club-backups-'));
    app = await createTestApp({ BACKUP_DIR: folder });
    admin = await signedInAs(app, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up from the backend screen, shows the run and the archive, refuses a second run meanwhile', async () => {
    // Two clicks at the same moment: a backup of a small database can end before a later click arrives, so the
    // second must come while the first runs (the claims queue on the advisory lock).
    const clicks = await Promise.all(
      [1, 2].map(() => callApp(app, 'POST', '/api/admin/backend/backups', admin.cookie)),
    );
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([202, 409]);
    const started = clicks.find((click) => click.statusCode === 202);
    expect(started?.json()).toMatchObject({ kind: 'backup', status: 'running', trigger: 'manual' });
    expect(clicks.find((click) => click.statusCode === 409)?.json().message).toBe(BACKUP_MESSAGES.busy);
    await app.backups.idle();
    const status = (await callApp(app, 'GET', '/api/admin/backend/backups', admin.cookie)).json();
    expect(status.lastBackup).toMatchObject({ status: 'ok', destination: folder, requestedBy: admin.user.id });
    expect(status.lastBackup.sizeBytes).toBeGreaterThan(1000);
    expect(status.archives).toHaveLength(1);
    expect(status.archives[0].name).toBe(status.lastBackup.archive);
    expect(status.key.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(status)).not.toContain(Buffer.alloc(32, 7).toString('base64url'));

    const drill = await callApp(app, 'POST', '/api/admin/backend/backups/drill', admin.cookie);
    expect(drill.statusCode).toBe(202);
    await app.backups.idle();
    const afterDrill = (await callApp(app, 'GET', '/api/admin/backend/backups', admin.cookie)).json();
    expect(afterDrill.lastDrill).toMatchObject({ status: 'ok', archive: status.lastBackup.archive });
    expect(afterDrill.lastDrill.findings.join('\n')).toContain('The ledger balances');
  });

  it('is for administrators only', async () => {
    const executive = await signedInAs(app, 'executive');
    for (const [method, url] of [
      ['GET', '/api/admin/backend/backups'],
      ['POST', '/api/admin/backend/backups'],
      ['POST', '/api/admin/backend/backups/drill'],
    ] as const) {
      expect((await callApp(app, method, url, executive.cookie)).statusCode).toBe(403);
      expect((await callApp(app, method, url)).statusCode).toBe(401);
    }
  });

  it('runs the day’s backup and the week’s drill once across two server processes, and only from the hour set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'club-backups-'));
    // A second process: its own connections to the same database.
    const other =
      app.databaseUrl === null ? app.database : await openDatabase({ kind: 'postgres', url: app.databaseUrl });
    try {
      await app.database.db.delete(backupRuns);
      const [first, second] = [backupsOf(app.database, dir), backupsOf(other, dir)];
      await Promise.all([first.tick(AT_ONE), second.tick(AT_ONE)]);
      expect(await archivesIn(dir)).toHaveLength(0);
      await Promise.all([first.tick(AT_THREE), second.tick(AT_THREE)]);
      await Promise.all([first.tick(AT_THREE), second.tick(AT_THREE)]);
      expect(await archivesIn(dir)).toHaveLength(1);
      const runs = await queryRows<{ kind: string; slot: string; status: string }>(
        app.database.db,
        sql`select kind, slot, status from backup_runs order by started_at`,
      );
      expect(runs).toEqual([
        { kind: 'backup', slot: 'backup 2026-11-25', status: 'ok' },
        { kind: 'drill', slot: 'drill 2026-W48', status: 'ok' },
      ]);
    } finally {
      if (other !== app.database) await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps only as many archives as the settings say', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'club-backups-'));
    try {
      const backups = backupsOf(app.database, dir);
      schedule.keep = 2;
      for (let i = 0; i < 3; i++) await backups.backUpNow('command');
      expect(await archivesIn(dir)).toHaveLength(2);
    } finally {
      schedule.keep = 14;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('records a failure and mails it to the administrators', async () => {
    const blocked = join(app.config.dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the backup folder should be');
    const run = await backupsOf(app.database, blocked).backUpNow('command');
    expect(run.status).toBe('failed');
    expect(run.error).toBeTruthy();
    const mail = await mailTo(app, admin.email, 'The backup failed');
    expect(mail.text).toContain(run.error ?? '');
    expect(mail.text).toContain('/admin/backend');
  });
});

describe('backups kept in the S3 bucket that also holds the uploads', () => {
  // Two backups, a drill and a restore through a bucket: 15-30 s on this machine, more when it is busy.
  it('writes, lists, drills and restores from the bucket, and never puts an archive inside the next one', async () => {
    const s3 = await startS3Server();
    const app = await createTestApp({
      ...s3.env,
      BACKUP_S3_BUCKET: s3.env.S3_BUCKET,
      BACKUP_S3_PREFIX: 'club-backups/',
    });
    try {
      await app.storage.save('gallery', PNG);
      const first = await app.backups.backUpNow('command');
      expect(first).toMatchObject({ status: 'ok', destination: `s3://${s3.env.S3_BUCKET}/club-backups/` });
      const second = await app.backups.backUpNow('command');
      expect(second.status).toBe('ok');
      // The first archive sits in the same bucket: the second holds the uploads, not the first archive.
      expect(Math.abs((second.sizeBytes ?? 0) - (first.sizeBytes ?? 0))).toBeLessThan(4096);
      const status = await app.backups.status();
      expect(status.archives.map((a) => a.name)).toEqual([second.archive, first.archive]);
      await app.backups.startDrill(null);
      await app.backups.idle();
      const drill = (await app.backups.status()).lastDrill;
      expect(drill?.findings.join('\n')).toContain('3 files restored, each matching its hash.');
      expect(drill).toMatchObject({ status: 'ok', archive: second.archive });

      const destination = backupDestination(app.config.backup.destination, app.config.dataDir);
      const folder = await mkdtemp(join(tmpdir(), 'club-restore-'));
      const target = {
        database: await scratchEmbeddedDatabase(),
        store: new LocalObjectStore(folder),
      };
      try {
        const manifest = await restoreArchive(
          async () => {
            const stream = await destination.open(second.archive ?? '');
            if (!stream) throw new Error('archive missing');
            return stream;
          },
          loadBackupKey(undefined, app.config.dataDir).key,
          target,
        );
        expect(manifest.files.every((file) => /^(public|private)\//.test(file.key))).toBe(true);
        expect(await readdir(join(folder, 'public/gallery'))).not.toHaveLength(0);
      } finally {
        await target.database.close();
        await rm(folder, { recursive: true, force: true });
      }
    } finally {
      await app.close();
      await s3.close();
    }
  }, 90_000);
});
