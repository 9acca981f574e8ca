import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorCode } from '../platform/errors';
import { createTestApp, onPostgres, type TestApp } from '../test/harness';
import { queryRows } from './client';

/** The embedded database runs in its own thread: the event loop stays free while it works. */
describe.skipIf(onPostgres())('PGlite in a worker thread', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const slowQuery = () =>
    app.database.db.execute(sql`select count(*) from generate_series(1, 4000000) a, lateral (select a % 7) b`);

  it('answers cached pages and timers while a slow query runs', async () => {
    await app.app.inject({ method: 'GET', url: '/api/home' }); // fills the cache
    const started = performance.now();
    let queryDone = 0;
    const slow = slowQuery().then(() => {
      queryDone = performance.now() - started;
    });
    const pages: number[] = [];
    while (queryDone === 0 && pages.length < 200) {
      const before = performance.now();
      const response = await app.app.inject({ method: 'GET', url: '/api/home' });
      expect(response.statusCode).toBe(200);
      pages.push(performance.now() - before);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await slow;
    expect(queryDone).toBeGreaterThan(200); // the query really was slow
    expect(pages.length).toBeGreaterThan(10); // pages kept being served while it ran
    // None waited for the query (on a busy machine a page may still take a scheduler's slice or a GC pause).
    expect(Math.max(...pages)).toBeLessThan(queryDone / 2);
  });

  it('keeps a transaction whole while other connections query, and rolls back a failed one', async () => {
    const { db } = app.database;
    await db.execute(sql`create table thread_probe (n int check (n > 0))`);
    const inTransaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [seen] = await queryRows<{ count: number }>(tx, sql`select count(*)::int as count from thread_probe`);
      await tx.execute(sql`insert into thread_probe values (2)`);
      return seen?.count;
    });
    // Outside the transaction, on other connections: they wait for it, and never see half of it.
    const outside = await Promise.all(
      Array.from({ length: 5 }, () =>
        queryRows<{ count: number }>(db, sql`select count(*)::int as count from thread_probe`),
      ),
    );
    expect(await inTransaction).toBe(1);
    for (const [row] of outside) expect([0, 2]).toContain(row?.count);
    const failed = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3)`);
        await tx.execute(sql`insert into thread_probe values (-1)`);
      })
      .catch((error: unknown) => databaseErrorCode(error));
    expect(failed).toBe('23514');
    const [after] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from thread_probe`);
    expect(after?.count).toBe(2);
    // The connection that saw the error works on.
    expect((await queryRows<{ one: number }>(db, sql`select 1 as one`))[0]?.one).toBe(1);
  });
});
