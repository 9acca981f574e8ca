import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../test/harness';

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
