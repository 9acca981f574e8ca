import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

describe('indexes', () => {
  it('a descending column keeps nulls first, as ORDER BY ... DESC does, or no query can walk it', () => {
    // Drizzle writes .desc() as DESC NULLS LAST; Postgres then sorts every row for `order by x desc` (and
    // for `order by x`, a backward walk) instead of reading the first rows of the index.
    const mismatched = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => getTableConfig(table).indexes)
      .filter((index) =>
        index.config.columns.some(
          (column) =>
            is(column, IndexedColumn) && column.indexConfig.order === 'desc' && column.indexConfig.nulls !== 'first',
        ),
      )
      .map((index) => index.config.name);
    expect(mismatched).toEqual([]);
  });
});
