import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../test/harness';
import { queryRows } from './client';
import { isDatabaseUnreachable } from './unreachable';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres())('change notifications on Postgres', () => {
  it('a listener cut off just before the database closes does not come back and keep the process alive', async () => {
    const { database, url, drop } = await createTestDatabase();
    const name = new URL(url ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const backends = async () =>
      (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]))
        .rows[0]?.n;
    try {
      await database.listen('changes', () => {});
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`,
        [name],
      );
      // The listener reconnects after a pause; the database closes during that pause.
      await pause(50);
      await database.close();
      await pause(1_000);
      expect(await backends()).toBe(0);
    } finally {
      await admin.end();
      await drop();
    }
  });
});

describe.runIf(onPostgres())('a connection the database ends', () => {
  it('ends the transaction holding it with a 503-class error, not the process', async () => {
    const { database, url, drop } = await createTestDatabase();
    const name = new URL(url ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // A transaction between two statements (the app awaiting something else) when Postgres restarts.
      const outcome = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          await pause(200);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => (isDatabaseUnreachable(error) ? 'unreachable' : error),
        );
      expect(uncaught).toEqual([]);
      expect(outcome).toBe('unreachable');
      // The pool left the dead connection behind and answers again.
      expect(await queryRows<{ one: number }>(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await drop();
    }
  });
});
