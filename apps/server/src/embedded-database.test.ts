import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client';
import { startEmbeddedDatabase } from './embedded-database';
import { scratchEmbeddedDatabase } from './test/harness';

let folder: string;
/** A data folder, as the build leaves its starting folder, of a database holding one table named `table`. */
async function imageWithTable(table: string) {
  const image = join(folder, table);
  const database = await scratchEmbeddedDatabase({ dataDir: image });
  try {
    await database.db.execute(sql.raw(`create table ${table} (id int)`));
    return image;
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
    expect(await tablesAfterStart(dataDir, join(folder, 'no-such-image'), ['from_an_image'])).toEqual([]);
  });

  it('never opens a copy of the starting folder that a stopped start left halfway', async () => {
    const dataDir = join(folder, 'halfway');
    const image = await imageWithTable('from_a_whole_copy');
    await mkdir(join(dataDir, 'pglite.copying'), { recursive: true });
    await writeFile(join(dataDir, 'pglite.copying', 'PG_VERSION'), '17');
    expect(await tablesAfterStart(dataDir, image, ['from_a_whole_copy'])).toEqual(['from_a_whole_copy']);
    expect(existsSync(join(dataDir, 'pglite.copying'))).toBe(false);
  });
});
