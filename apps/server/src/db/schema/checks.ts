import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/** The column holds one of these values (from the shared constants; NULL passes where the column allows it). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  return check(name, sql`${column} in (${literals})`);
}

/** Amounts and counts that cannot be negative. */
export const notNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

export const between = (name: string, column: AnyPgColumn, min: number, max: number): ReturnType<typeof check> =>
  check(name, sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}` as SQL);
