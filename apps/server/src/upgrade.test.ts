import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  appliedMigration,
  finishLoading,
  loadRows,
  migrationJournal,
  prepareLoading,
  takeSnapshot,
} from './backup/database-dump';
import { openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';
import { type DatabaseHandle, openDatabase, queryRows } from './db/client';
import { seedDemoData } from './seed/demo';
import { onPostgres, scratchEmbeddedDatabase, TEST_PUBLIC_URL } from './test/harness';

/** The last commit that landed before backups: the database a club runs today. */
const PREVIOUS_RELEASE = '7e582a92ebb95f5914c0b1370d99f10c6fa05239';
const repository = fileURLToPath(new URL('../../..', import.meta.url));

function hasPreviousRelease() {
  try {
    execFileSync('git', ['cat-file', '-e', `${PREVIOUS_RELEASE}^{commit}`], { cwd: repository, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The migrations folder as it was in the previous release. */
async function previousMigrations(into: string) {
  execFileSync(
    'git',
    ['archive', `--output=${join(into, 'previous.tar')}`, PREVIOUS_RELEASE, 'apps/server/src/db/migrations'],
    {
      cwd: repository,
    },
  );
  execFileSync('tar', ['-x', '-f', join(into, 'previous.tar'), '-C', into]);
  return join(into, 'apps/server/src/db/migrations');
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data folder (and, on Postgres, a database) holding the previous release's schema with demo data. */
async function previousReleaseDatabase() {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-upgrade-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (onPostgres()) {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `club_upgrade_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
  }
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    BACKUP_SCHEDULER: 'false',
    MAIL_WORKER: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  try {
    await migrate(database.db as never, { migrationsFolder: await previousMigrations(dataDir) });
    await copyDemoData(database, loadConfig(env));
    return { env, figures: await figures(database) };
  } finally {
    await database.close();
  }
}

/**
 * The demo data in the previous release's tables: seeded by this release's code into a scratch database
 * (this release's seed writes this release's columns), then copied over in the columns both releases have,
 * as a restore copies an archive's rows.
 */
async function copyDemoData(target: DatabaseHandle, config: ReturnType<typeof loadConfig>) {
  const scratch = await scratchEmbeddedDatabase({ migrated: true });
  try {
    const { app, auth, storage } = await buildApp({ config, database: scratch, logger: false });
    // The demo member's year is made through this release's API, in tables and values the previous one lacks.
    await seedDemoData({
      app,
      auth,
      db: scratch.db,
      storage,
      demoPassword: 'demo-pass-1',
      log: app.log,
      memberYear: false,
    });
    await app.close();
    const snapshot = await takeSnapshot(scratch.db);
    await target.db.transaction(async (tx) => {
      // The posting roles the previous release knows (its migrations made them); a role this release adds is
      // made by this release's migration.
      const roles = new Set(
        (await queryRows<{ role: string }>(tx, sql`select role from posting_roles`)).map((row) => row.role),
      );
      const prepared = await prepareLoading(tx);
      for (const { table, rows } of snapshot.tables) {
        const theirs = table === 'posting_roles' ? rows.filter((row) => roles.has(JSON.parse(row).role)) : rows;
        if (prepared.insertable.has(table) && theirs.length > 0) await loadRows(tx, prepared, table, theirs);
      }
      // Likewise the sequences both releases have (a newer release may add some).
      const existing = new Set(
        (
          await queryRows<{ name: string }>(
            tx,
            sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
          )
        ).map((sequence) => sequence.name),
      );
      await finishLoading(
        tx,
        prepared,
        snapshot.sequences.filter((sequence) => existing.has(sequence.name)),
      );
    });
  } finally {
    await scratch.close();
  }
}

const figures = async (database: DatabaseHandle) =>
  (
    await queryRows<{ users: number; news: number; photos: number; permissions: number }>(
      database.db,
      sql`select (select count(*)::int from "user") as users, (select count(*)::int from news where is_published) as news,
                 (select count(*)::int from gallery) as photos, (select count(*)::int from role_permissions) as permissions`,
    )
  )[0];

describe.runIf(hasPreviousRelease())('upgrading the previous release', () => {
  it('backs up, migrates, keeps every record and serves', async () => {
    const { env, figures: before } = await previousReleaseDatabase();
    expect(before?.users).toBeGreaterThan(3);
    const config = loadConfig(env);
    const { database, release } = await openConfiguredDatabase(config);
    try {
      expect((await appliedMigration(database.db))?.tag).toBe(migrationJournal().at(-1)?.tag);
      expect(await figures(database)).toEqual(before);
      const archives = (await readdir(join(env.DATA_DIR, 'backups'))).filter((name) => name.endsWith('.clubbackup'));
      expect(archives).toHaveLength(1);
      const [run] = await queryRows<{ trigger: string; archive: string }>(
        database.db,
        sql`select trigger, archive from backup_runs`,
      );
      expect(run).toEqual({ trigger: 'upgrade', archive: archives[0] });
      const { app } = await buildApp({ config, database, logger: false });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'admin@example.com', password: 'demo-pass-1' },
        });
        expect(signIn.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/api/news' })).json().items.length).toBe(before?.news);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      release();
    }
  }, 120_000);

  it('refuses to migrate when the backup fails, and migrates anyway only when told', async () => {
    const { env, figures: before } = await previousReleaseDatabase();
    const blocked = join(env.DATA_DIR, 'not-a-folder');
    await writeFile(blocked, 'a file where the backup folder should be');
    await expect(openConfiguredDatabase(loadConfig({ ...env, BACKUP_DIR: blocked }))).rejects.toThrow(
      /needs upgrading .* but the backup taken first failed[\s\S]*Nothing was changed/,
    );
    const untouched = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') },
    );
    expect((await appliedMigration(untouched.db))?.tag).not.toBe(migrationJournal().at(-1)?.tag);
    await untouched.close();

    const { database, release } = await openConfiguredDatabase(
      loadConfig({ ...env, BACKUP_DIR: blocked, MIGRATE_WITHOUT_BACKUP: 'true' }),
    );
    try {
      expect((await appliedMigration(database.db))?.tag).toBe(migrationJournal().at(-1)?.tag);
      expect(await figures(database)).toEqual(before);
    } finally {
      await database.close();
      release();
    }
  }, 120_000);
});
