import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness';
import { forgetStatementNames, queryRows } from './client';

describe('statements prepared once per connection', () => {
  // Test files share a worker's modules: the texts other files prepared must not have filled the cap.
  beforeAll(forgetStatementNames);
  const database = useTestDatabase();
  const db = () => database.current.db;
  const preparedCount = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pg_prepared_statements where name like 'club\\_%'`,
        )
      )[0]?.n,
    );

  it('a query with parameters is prepared once and then reused, with its own values each time', async () => {
    const before = await preparedCount();
    const sums: number[] = [];
    for (const n of [1, 2, 3]) {
      const [row] = await queryRows<{ total: number }>(db(), sql`select (${n}::int + 40) as total`);
      sums.push(row?.total ?? 0);
    }
    expect(sums).toEqual([41, 42, 43]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('connections that share one session (the embedded database) reuse each other’s statements', async () => {
    // Ten at once: the pool opens several connections, each asking to prepare the same statement.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        db().transaction(async (tx) => (await queryRows<{ n: number }>(tx, sql`select ${n}::int as n`))[0]?.n),
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a statement whose columns a schema change altered is prepared again (outside a transaction)', async () => {
    await db().execute(sql`create table prepared_probe (id int primary key, name text)`);
    await db().execute(sql`insert into prepared_probe values (1, 'Aishath')`);
    const read = () => queryRows<Record<string, unknown>>(db(), sql`select * from prepared_probe where id = ${1}`);
    expect(await read()).toEqual([{ id: 1, name: 'Aishath' }]);
    await db().execute(sql`alter table prepared_probe add column island text default 'Hulhumalé'`);
    expect(await read()).toEqual([{ id: 1, name: 'Aishath', island: 'Hulhumalé' }]);
    // In a transaction the first try fails with the transaction; the connection then prepares it afresh.
    await db().execute(sql`alter table prepared_probe add column atoll text default 'Kaafu'`);
    const inTransaction = () =>
      db().transaction(async (tx) => queryRows(tx, sql`select * from prepared_probe where id = ${1}`));
    const failure = (await inTransaction().catch((error: unknown) => error)) as Error;
    expect(String((failure.cause as Error | undefined)?.message)).toMatch(/cached plan/);
    expect(await inTransaction()).toEqual([{ id: 1, name: 'Aishath', island: 'Hulhumalé', atoll: 'Kaafu' }]);
  });
});
