import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type AppDatabase, migrationsFolder, queryRows, type Transaction } from '../db/client';
import { ArchiveError } from './archive-crypto';

/**
 * The database as an archive holds it: every row of every table of the `public` schema as Postgres's
 * own JSON of it (`to_jsonb`), read in one snapshot. JSON text goes back in through
 * `jsonb_populate_recordset`, which turns each value into its column's type by the type's own input
 * function, so numbers, dates, arrays and bytes come back exactly, on PGlite as on any Postgres server,
 * whichever of the two the dump came from. Decision 025 says why not pg_dump.
 */
export interface TableRows {
  table: string;
  rows: string[];
}

export interface SequenceValue {
  name: string;
  lastValue: string | null;
}

export interface DatabaseSnapshot {
  migration: { tag: string; when: number };
  tables: TableRows[];
  sequences: SequenceValue[];
  ledger: { debits: string; credits: string };
}

export interface Migration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

/** The migrations this build carries, in order (drizzle's journal and files, hashed as drizzle hashes them). */
export function migrationJournal(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint'),
    };
  });
}

type Reader = Pick<AppDatabase, 'execute'>;

/** What describes this moment, not the club: each running process's figures, the rate-limit windows. */
export const TRANSIENT_TABLES: readonly string[] = ['process_metrics', 'rate_limit_hits'];

const publicTables = (db: Reader) =>
  queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  ).then((rows) => rows.map((row) => row.name));

/** The last migration applied to this database, or null if none was. */
export async function appliedMigration(db: Reader): Promise<{ tag: string; when: number } | null> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return null;
  const [last] = await queryRows<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const when = Number(last.when);
  const known = migrationJournal().find((migration) => migration.when === when);
  return { tag: known?.tag ?? `unknown (${when})`, when };
}

/** Whether the database holds nothing yet: no migration applied and no table of ours. */
export async function databaseIsEmpty(db: Reader) {
  return (await appliedMigration(db)) === null && (await publicTables(db)).length === 0;
}

/**
 * Reads the whole database in one repeatable-read snapshot. The rows are gathered first and written
 * out after the transaction ends: on the embedded database a transaction has the database to itself,
 * so it is kept as short as reading takes.
 */
export async function takeSnapshot(db: AppDatabase): Promise<DatabaseSnapshot> {
  return db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      if (!migration) throw new Error('The database has no migrations applied: there is nothing to back up.');
      const tables: TableRows[] = [];
      for (const table of (await publicTables(tx)).filter((name) => !TRANSIENT_TABLES.includes(name))) {
        const rows = await queryRows<{ row: string }>(
          tx,
          sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
        );
        tables.push({ table, rows: rows.map((r) => r.row) });
      }
      const sequences = await queryRows<SequenceValue>(
        tx,
        sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences
            where schemaname = 'public' order by sequencename`,
      );
      return { migration, tables, sequences, ledger: await ledgerTotals(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The sums of the ledger's debit and credit columns, as exact decimal text. */
export async function ledgerTotals(db: Reader): Promise<{ debits: string; credits: string }> {
  const [totals] = await queryRows<{ debits: string; credits: string }>(
    db,
    sql`select coalesce(sum(debit_amount), 0)::text as debits, coalesce(sum(credit_amount), 0)::text as credits
        from journal_entry_lines`,
  );
  return totals ?? { debits: '0', credits: '0' };
}

/** The exact row count of every table of the portal, in one query (the club's tables are small). */
export async function tableCounts(db: Reader): Promise<Record<string, number>> {
  const tables = await publicTables(db);
  if (tables.length === 0) return {};
  const union = sql.join(
    tables.map((table) => sql`select ${table}::text as name, count(*)::bigint as rows from ${sql.identifier(table)}`),
    sql` union all `,
  );
  const rows = await queryRows<{ name: string; rows: string | number }>(db, union);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
}

/** Applies the migrations up to and including `through`, recording them as drizzle does. */
export async function migrateThrough(tx: Transaction, through: { tag: string; when: number }) {
  const journal = migrationJournal();
  const last = journal.findIndex((migration) => migration.tag === through.tag && migration.when === through.when);
  if (last === -1) {
    throw new ArchiveError(
      `The archive was made by a newer version of the portal (database level ${through.tag}). Upgrade the portal first, then restore.`,
    );
  }
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of journal.slice(0, last + 1)) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`,
    );
  }
}

/**
 * Makes the tables ready to take an archive's rows: empties them (migrations insert their defaults),
 * lifts the foreign keys (restored by `finishLoading`, which checks every row against them) and turns
 * off the tables' own triggers (the audit trail and live updates must not see a restore as new writes).
 */
export async function prepareLoading(tx: Transaction) {
  const tables = await publicTables(tx);
  if (tables.length > 0) {
    await tx.execute(sql.raw(`truncate ${tables.map(identifierText).join(', ')}`));
  }
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    tx,
    sql`select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'f' order by c.conrelid::regclass::text, c.conname`,
  );
  for (const key of foreignKeys) {
    await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  }
  for (const table of tables) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  const columns = await queryRows<{ table: string; list: string }>(
    tx,
    sql`select c.relname as table, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as list
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        group by c.relname`,
  );
  /** Each table's columns that take values (generated ones compute their own), quoted, in order. */
  const insertable = new Map(columns.map((column) => [column.table, column.list]));
  return { tables, foreignKeys, insertable };
}

const identifierText = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts rows of one table, given as `to_jsonb` text. */
export async function loadRows(
  tx: Transaction,
  prepared: Awaited<ReturnType<typeof prepareLoading>>,
  table: string,
  rows: string[],
) {
  const columns = prepared.insertable.get(table);
  if (!columns) {
    throw new ArchiveError(
      `The archive holds a table this portal does not have (${table}): it cannot be restored here.`,
    );
  }
  const list = sql.raw(columns);
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::jsonb)`,
  );
}

export async function finishLoading(
  tx: Transaction,
  prepared: Awaited<ReturnType<typeof prepareLoading>>,
  sequences: SequenceValue[],
) {
  for (const sequence of sequences) {
    await tx.execute(
      sequence.lastValue === null
        ? sql`select setval(${identifierText(sequence.name)}::regclass, (select start_value from pg_sequences
              where schemaname = 'public' and sequencename = ${sequence.name}), false)`
        : sql`select setval(${identifierText(sequence.name)}::regclass, ${sequence.lastValue}::bigint, true)`,
    );
  }
  for (const table of prepared.tables) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
  for (const key of prepared.foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
}
