import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client';
import { startEmbeddedDatabase } from './embedded-database';
import { scratchEmbeddedDatabase } from './test/harness';

let folder: string;
/** A gzipped image, as the build writes it, of a database holding one table named `table`. */
async function imageWithTable(table: string) {
  const database = await scratchEmbeddedDatabase();
  try {
    await database.db.execute(sql.raw(`create table ${table} (id int)`));
    const image = await database.image?.();
    if (!image) throw new Error('no image');
    const file = join(folder, `${table}.tar.gz`);
    await writeFile(file, gzipSync(image));
    return file;
  } finally {
    await database.close();
  }
}

/** Starts the embedded database in `dataDir` as the server does; which of the named tables it holds. */
async function tablesAfterStart(dataDir: string, startingImage: string, names: string[]) {
  const embedded = startEmbeddedDatabase(dataDir, startingImage);
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite'), thread: embedded.thread });
  try {
    const present = [];
    for (const name of names) {
      const [row] = await queryRows<{ present: boolean }>(
        database.db,
        sql`select to_regclass(${name}) is not null as present`,
      );
      if (row?.present) present.push(name);
    }
    return present;
  } finally {
    await database.close();
    embedded.release();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'club-embedded-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the embedded database of a data folder', () => {
  it('begins from the starting image when the folder holds no database, and opens as it is afterwards', async () => {
    const dataDir = join(folder, 'first');
    const first = await imageWithTable('from_first_image');
    expect(await tablesAfterStart(dataDir, first, ['from_first_image'])).toEqual(['from_first_image']);

    // A restart (whatever image the build now has) never overwrites what the folder holds.
    const second = await imageWithTable('from_second_image');
    expect(await tablesAfterStart(dataDir, second, ['from_first_image', 'from_second_image'])).toEqual([
      'from_first_image',
    ]);
  });

  it('is made afresh when there is no starting image (the server run from its sources)', async () => {
    const dataDir = join(folder, 'unbuilt');
    await imageWithTable('from_an_image');
    expect(await tablesAfterStart(dataDir, join(folder, 'no-such-image.tar.gz'), ['from_an_image'])).toEqual([]);
  });
});
