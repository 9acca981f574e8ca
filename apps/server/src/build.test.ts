import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationJournal } from './backup/database-dump';
import { openDatabase, queryRows } from './db/client';
import { ensureServerBuilt } from './test/server-process';

const assets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

describe('the build that npm start serves', () => {
  it('is a production build even when a test runner (NODE_ENV=test) made it', () => {
    ensureServerBuilt();
    const scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(`${assets}/${file}`, 'utf8'));
    const bundle = scripts.join('\n');
    // React's production build reports errors by number; its development build carries the full texts.
    expect(bundle).toContain('Minified React error');
    expect(bundle).not.toContain('Each child in a list should have a unique "key" prop');
  });

  it('leaves the starting image of the embedded database: every migration applied, nothing else', async () => {
    ensureServerBuilt();
    // Opened from a copy: a database writes to its folder as it opens, and the build's stays as the build left it.
    const copy = await mkdtemp(join(tmpdir(), 'club-image-'));
    await cp(fileURLToPath(new URL('../dist/database-image', import.meta.url)), copy, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: copy });
    try {
      const applied = await queryRows<{ hash: string }>(
        database.db,
        sql`select hash from drizzle.__drizzle_migrations order by created_at`,
      );
      expect(applied.map((row) => row.hash)).toEqual(migrationJournal().map((migration) => migration.hash));
      const [people] = await queryRows<{ accounts: number; profiles: number }>(
        database.db,
        sql`select (select count(*)::int from "user") as accounts, (select count(*)::int from profiles) as profiles`,
      );
      // The one account is the card gateway's, which a migration makes; nobody's profile.
      expect(people).toEqual({ accounts: 1, profiles: 0 });
    } finally {
      await database.close();
      await rm(copy, { recursive: true, force: true });
    }
  });
});
