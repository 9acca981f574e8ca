import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseErrorCode } from '../platform/errors';
import { useTestDatabase } from '../test/harness';
import { queryRows } from './client';

/** The schema is the whole truth: whatever code path writes, the database refuses values no screen allows. */
describe('database integrity', () => {
  const test = useTestDatabase();

  const refused = async (statement: ReturnType<typeof sql>) => {
    const error = await test.current.db.execute(statement).then(
      () => null,
      (e: unknown) => e,
    );
    return databaseErrorCode(error);
  };

  it('refuses negative amounts and values outside every enumerated column', async () => {
    const cases = [
      sql`insert into registration_fees (registration_type, fee_amount) values ('membership', -1)`,
      sql`insert into registration_fees (registration_type, fee_amount, currency) values ('membership', 1, 'EUR')`,
      sql`insert into registration_fees (registration_type, fee_amount, category) values ('membership', 1, 'vip')`,
      sql`insert into registration_fees (registration_type, fee_amount) values ('lifetime', 1)`,
      sql`insert into events (title, description, event_date, status) values ('x', 'x', now(), 'postponed')`,
      sql`insert into events (title, description, event_date, registration_fee) values ('x', 'x', now(), -5)`,
      sql`insert into teams (name, sport, category) values ('x', 'Football', 'masters')`,
      sql`insert into sponsors (name, sponsorship_amount) values ('x', -100)`,
      sql`insert into contact_messages (name, email, topic, message) values ('x', 'x@y.z', 'Gossip', 'hello there')`,
    ];
    for (const statement of cases) expect(await refused(statement)).toBe('23514');
  });

  it('refuses a payment for a registration that does not exist', async () => {
    expect(
      await refused(sql`insert into payment_records (registration_type, registration_id, amount, payment_method, receipt_number)
        values ('membership', gen_random_uuid(), 10, 'cash', 'R-1')`),
    ).toBe('23503');
  });
});

describe('foreign keys', () => {
  const test = useTestDatabase();

  it('each has an index that starts with its column, for the joins and for deletes of the row it names', async () => {
    const unindexed = await queryRows<{ fk: string }>(
      test.current.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as fk
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace
            and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
          order by 1`,
    );
    expect(unindexed.map((row) => row.fk)).toEqual([]);
  });
});
