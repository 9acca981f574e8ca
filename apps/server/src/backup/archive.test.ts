import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { LocalObjectStore, type ObjectStore } from '../platform/object-store';
import { FileStorage } from '../platform/storage';
import { filesNamedByRecords as referencedFiles } from '../platform/upload-sweep';
import { seedDemo } from '../test/demo';
import { cashDonation, newContributionType } from '../test/factories';
import { PNG } from '../test/files';
import { callApp, createTestApp, scratchEmbeddedDatabase, signedInAs, type TestApp } from '../test/harness';
import { drillArchive, type PortalData, restoreArchive, verifyArchive, writeArchive } from './archive';
import { DAMAGED, WRONG_KEY } from './archive-crypto';
import { TRANSIENT_TABLES } from './database-dump';

const KEY = randomBytes(32);
const fromBuffer = (data: Buffer) => () => Readable.from([data]);

/** An archive written into memory. */
async function archiveFrom(source: PortalData) {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const manifest = await writeArchive(source, KEY, output);
  return { manifest, archive: Buffer.concat(chunks) };
}
const archiveOf = (app: TestApp) => archiveFrom({ database: app.database, store: app.storage.store });

/** Every row of every table, as text, sorted: two databases holding the same data give the same digest. */
async function digest(database: DatabaseHandle) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const hash = createHash('sha256');
  for (const { name } of tables.filter((table) => !TRANSIENT_TABLES.includes(table.name))) {
    const rows = await queryRows<{ row: string }>(
      database.db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    hash.update(`${name}:${rows.map((r) => r.row).join('\n')}`);
  }
  return hash.digest('hex');
}

async function scratchTarget() {
  const folder = await mkdtemp(join(tmpdir(), 'club-restore-'));
  const database = await scratchEmbeddedDatabase();
  return {
    database,
    store: new LocalObjectStore(folder) as ObjectStore,
    async close() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

// Each restore starts a fresh embedded database and runs every migration: seconds each on a busy 2-core machine.
describe('backup archives', { timeout: 120_000 }, () => {
  let app: TestApp;
  let archive: Buffer;
  let manifest: Awaited<ReturnType<typeof writeArchive>>;

  beforeAll(async () => {
    // Nothing changes the source after its archive is taken: the two are compared row by row.
    app = await createTestApp({ MAIL_WORKER: 'false' });
    await seedDemo(app);
    const [recorder, confirmer] = [await signedInAs(app, 'admin'), await signedInAs(app, 'admin')];
    const type = await newContributionType(app, recorder.cookie);
    for (const amount of ['150.00', '1.10', '99999.99']) {
      const cash = await cashDonation(app, recorder.cookie, type.id, { amount });
      const confirmed = await callApp(app, 'POST', `/api/admin/contributions/${cash.id}/confirm`, confirmer.cookie);
      expect(confirmed.statusCode).toBe(200);
    }
    ({ manifest, archive } = await archiveOf(app));
  }, 120_000);
  afterAll(async () => app?.close());

  it('holds every table, the ledger totals and every stored file, none of it readable without the key', async () => {
    const counts = await queryRows<{ name: string }>(
      app.database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    const lasting = counts.map((t) => t.name).filter((name) => !TRANSIENT_TABLES.includes(name));
    expect(Object.keys(manifest.tables).sort()).toEqual(lasting.sort());
    expect(manifest.tables.process_metrics).toBeUndefined();
    expect(manifest.tables.user).toBeGreaterThan(3);
    expect(manifest.ledger.debits).toBe(manifest.ledger.credits);
    expect(Number(manifest.ledger.debits)).toBeGreaterThanOrEqual(100_151.09);
    expect(manifest.files.length).toBeGreaterThan(5);
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    // Neither names, e-mail addresses nor file bytes show through the encryption.
    expect(archive.includes(Buffer.from('admin@example.com'))).toBe(false);
    expect(archive.includes(Buffer.from('journal_entry_lines'))).toBe(false);
    expect(archive.includes(PNG.subarray(0, 8))).toBe(false);
  });

  it('restores into an empty database and storage exactly as it was, and the drill passes', async () => {
    const target = await scratchTarget();
    try {
      await restoreArchive(fromBuffer(archive), KEY, target);
      expect(await digest(target.database)).toBe(await digest(app.database));
      for (const file of manifest.files) {
        const stored = await target.store.get(file.key);
        expect(stored?.size).toBe(file.size);
      }
      // Restored, the portal's sequences go on after the restored numbers, and the triggers are back.
      const [audit] = await queryRows<{ count: number }>(
        target.database.db,
        sql`select count(*)::int as count from audit_log`,
      );
      expect(audit?.count).toBe(manifest.tables.audit_log);
    } finally {
      await target.close();
    }
    const scratch = await scratchEmbeddedDatabase();
    const drill = await drillArchive(fromBuffer(archive), KEY, scratch, referencedFiles);
    await scratch.close();
    expect(drill.findings.join('\n')).toContain('The ledger balances');
    expect(drill.ok).toBe(true);
  });

  it('refuses a wrong key, a changed byte, a cut-off archive and a file that is no archive, before writing anything', async () => {
    await expect(verifyArchive(fromBuffer(archive)(), randomBytes(32))).rejects.toThrow(WRONG_KEY);
    for (const at of [60, Math.floor(archive.length / 2), archive.length - 3]) {
      const tampered = Buffer.from(archive);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      await expect(verifyArchive(fromBuffer(tampered)(), KEY)).rejects.toThrow(DAMAGED);
    }
    await expect(verifyArchive(fromBuffer(archive.subarray(0, archive.length - 100))(), KEY)).rejects.toThrow(DAMAGED);
    await expect(verifyArchive(fromBuffer(Buffer.from('PK\x03\x04 a zip file'))(), KEY)).rejects.toThrow(
      'not a portal backup archive',
    );
    const target = await scratchTarget();
    try {
      const tampered = Buffer.from(archive);
      tampered[archive.length - 3] = (tampered[archive.length - 3] ?? 0) ^ 0x01;
      await expect(restoreArchive(fromBuffer(tampered), KEY, target)).rejects.toThrow(DAMAGED);
      const [tables] = await queryRows<{ count: number }>(
        target.database.db,
        sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
      );
      expect(tables?.count).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('refuses an archive naming a file outside the storage folders, before writing anything', async () => {
    const escaping: ObjectStore = {
      kind: 'local',
      put: async () => {},
      get: async () => ({ size: 3, stream: Readable.from([Buffer.from('key')]) }),
      delete: async () => {},
      async *list(prefix: string) {
        if (prefix === 'public/gallery/')
          yield { key: 'public/gallery/../../../auth-secret', size: 3, lastModified: new Date() };
      },
    };
    const { archive: escapingArchive } = await archiveFrom({ database: app.database, store: escaping });
    const target = await scratchTarget();
    try {
      await expect(restoreArchive(fromBuffer(escapingArchive), KEY, target)).rejects.toThrow(DAMAGED);
      expect(await target.store.get('auth-secret')).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('refuses a target that holds data unless told to replace it, and then replaces it whole', async () => {
    const target = await scratchTarget();
    try {
      await target.database.migrate();
      await target.store.put('public/gallery/left-over.png', PNG, 'image/png');
      await expect(restoreArchive(fromBuffer(archive), KEY, target)).rejects.toThrow(/database is not empty/);
      await restoreArchive(fromBuffer(archive), KEY, target, { replace: true });
      expect(await digest(target.database)).toBe(await digest(app.database));
      expect(await target.store.get('public/gallery/left-over.png')).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('the drill fails when a file the records name is missing from the archive', async () => {
    const [photo] = await queryRows<{ url: string }>(
      app.database.db,
      sql`select image_url as url from gallery limit 1`,
    );
    const name = photo?.url.split('/').pop() ?? '';
    const key = FileStorage.keyOf('gallery', name);
    const stored = await app.storage.store.get(key);
    const bytes = stored ? Buffer.concat(await stored.stream.toArray()) : PNG;
    await app.storage.store.delete(key);
    try {
      const { archive: withoutPhoto } = await archiveOf(app);
      const scratch = await scratchEmbeddedDatabase();
      const drill = await drillArchive(fromBuffer(withoutPhoto), KEY, scratch, referencedFiles);
      await scratch.close();
      expect(drill.ok).toBe(false);
      expect(drill.findings.join('\n')).toContain(`1 files the records name are not in the archive: ${key}`);
    } finally {
      await app.storage.store.put(key, bytes, 'image/png');
    }
  });
});

describe('a backup taken while the portal writes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('holds every row and file acknowledged before it started, and a consistent moment after', async () => {
    const acknowledged: number[] = [];
    const files: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        await app.database.db.execute(
          sql`insert into contact_messages (name, email, topic, message) values ('Writer', 'w@club.test', 'Membership', ${String(n)})`,
        );
        acknowledged.push(n);
        if (n % 5 === 0) files.push((await app.storage.save('gallery', PNG)).name);
      }
    })();
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = { rows: acknowledged.length, files: [...files] };
    const { archive, manifest } = await archiveOf(app);
    writing = false;
    await writer;

    const target = await scratchTarget();
    try {
      await restoreArchive(fromBuffer(archive), KEY, target);
      const rows = await queryRows<{ message: string }>(
        target.database.db,
        sql`select message from contact_messages order by message::int`,
      );
      const numbers = rows.map((row) => Number(row.message));
      expect(numbers.length).toBeGreaterThanOrEqual(before.rows);
      // One moment: the rows restored are exactly the first N written, none skipped.
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      expect(manifest.tables.contact_messages).toBe(numbers.length);
      for (const name of before.files)
        expect(await target.store.get(FileStorage.keyOf('gallery', name))).not.toBeNull();
    } finally {
      await target.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres' && process.env.TEST_DATABASE_URL)(
  'between PGlite and Postgres',
  () => {
    it('an archive of the embedded database restores into Postgres, and that one back into PGlite', async () => {
      const app = await createTestApp({ MAIL_WORKER: 'false' });
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `club_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
      const folder = await mkdtemp(join(tmpdir(), 'club-restore-'));
      try {
        await seedDemo(app);
        const original = await digest(app.database);
        const { archive } = await archiveOf(app);
        await restoreArchive(fromBuffer(archive), KEY, { database: postgres, store: new LocalObjectStore(folder) });
        expect(await digest(postgres)).toBe(original);

        const fromPostgres = await archiveFrom({ database: postgres, store: new LocalObjectStore(folder) });
        expect(fromPostgres.manifest.database).toBe('postgres');
        const back = await scratchTarget();
        try {
          await restoreArchive(fromBuffer(fromPostgres.archive), KEY, back);
          expect(await digest(back.database)).toBe(original);
        } finally {
          await back.close();
        }
      } finally {
        await postgres.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        await rm(folder, { recursive: true, force: true });
        await app.close();
      }
    }, 120_000);
  },
);
