import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the image of a migrated embedded database. */
    pgliteImage: string;
    /** A file holding the image of an embedded database as initdb leaves it: empty, not migrated. */
    pgliteEmptyImage: string;
    /** A migrated database on TEST_DATABASE_URL's server that test databases are copied from (api-postgres). */
    postgresTemplate: string;
  }
}

const withAdmin = async (adminUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/**
 * Before a run of the API tests: the migrated database every test file starts from, made once instead of once a
 * file (65 migrations, seconds each time on a busy 2-core machine). The embedded database's data folder as an
 * image; on Postgres, a template database that `CREATE DATABASE ... TEMPLATE` copies. Removed after the run.
 * Both projects also get the image of an empty embedded database, for the scratch databases that backups restore
 * into (initdb costs some 3 s of a core each time).
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'club-test-image-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await writeFile(join(folder, 'empty.tar'), await takeImage(database));
    await database.migrate();
    await writeFile(join(folder, 'migrated.tar'), await takeImage(database));
  } finally {
    await database.close();
  }
  project.provide('pgliteEmptyImage', join(folder, 'empty.tar'));
  project.provide('pgliteImage', join(folder, 'migrated.tar'));
  const removeImages = () => rm(folder, { recursive: true, force: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.name !== 'api-postgres' || !adminUrl) return removeImages;
  const name = `club_test_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await template.migrate();
  } finally {
    // A template is copied only while nobody is connected to it.
    await template.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await removeImages();
    await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

async function takeImage(database: DatabaseHandle) {
  const image = await database.image?.();
  if (!image) throw new Error('the embedded database gave no image');
  return image;
}
