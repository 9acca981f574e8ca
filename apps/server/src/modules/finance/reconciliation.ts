import { clubDay, fromCents, RECONCILIATION_ITEMS, type Reconciliation, toSignedCents } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Payables } from './payables';
import { statementAccount } from './statements';

interface Row {
  account_name: string;
  ledger_balance: string;
  statement_balance: string | null;
  statement_from: string | null;
  not_in_books_total: string;
  not_in_books_count: number;
  not_in_books: {
    line_id: string;
    posted_on: string;
    description: string;
    counterparty: string | null;
    amount: string;
  }[];
  not_on_statement_total: string;
  not_on_statement_count: number;
  not_on_statement: {
    entry_id: string;
    entry_number: string;
    transaction_date: string;
    description: string;
    amount: string;
  }[];
  gap_total: string;
  gap_count: number;
  opening_balance: { on: string; amount: string } | string | null;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The bank account in the books beside its statement at the end of a day, and what tells them apart: the
 * statement's lines no entry in the books by then accounts for (a line not matched yet, a bank charge), the
 * books' bank entries no statement line by then accounts for (a payment confirmed from its slip before the
 * money shows at the bank), and money the running balance carries that no imported line does (a statement
 * not imported). A line accounts for an entry through its standing match: the confirmation it matched (or
 * the slip's, it was linked to) or the entry posted for it by hand. An entry and its reversal that no line
 * accounts for cancel out and are left out.
 */
export async function reconcile(
  db: AppDatabase,
  payables: Payables,
  query: { accountId?: string; on?: string },
): Promise<Reconciliation> {
  const accountId = await statementAccount(db, query.accountId);
  const on = query.on ?? clubDay(new Date());
  const [row] = await queryRows<Row>(
    db,
    sql`with lines as materialized (
          select l.id, l.posted_on, l.description, l.counterparty, l.amount, l.balance, l.position, i.imported_at,
            i.opening_balance
          from bank_statement_lines l join bank_statement_imports i on i.id = l.import_id
          where l.account_id = ${accountId} and l.posted_on <= ${on}),
        matches as materialized (
          select m.line_id, m.kind, m.target_id from bank_statement_matches m join lines l on l.id = m.line_id
          where m.undone_at is null),
        accounted as materialized (
          select m.line_id, e.id as entry_id, e.transaction_date from matches m
            join journal_entries e on e.id = m.target_id where m.kind = 'journal'
          union all
          ${sql.join(
            payables.all.map(
              ({ kind, entries }) => sql`select m.line_id, e.id, e.transaction_date from matches m
                join journal_entries e on e.source_type = ${entries.sourceType} and not e.superseded
                  and e.source_id ${entries.sourceIds ? sql`in (${entries.sourceIds(sql`m.target_id`)})` : sql`= m.target_id`}
                where m.kind = ${kind}`,
            ),
            sql` union all `,
          )}),
        first_day as (select min(posted_on) as day from lines),
        bank as materialized (
          select jl.id as line_id, jl.journal_entry_id as id, e.transaction_date, e.reverses_entry_id, e.source_type,
            jl.debit_amount - jl.credit_amount as amount
          from journal_entry_lines jl join journal_entries e on e.id = jl.journal_entry_id
          where jl.account_id = ${accountId} and e.transaction_date <= ${on}),
        entries as materialized (
          select b.*, b.id in (select entry_id from accounted where transaction_date <= ${on}) as accounted
          from bank b where b.transaction_date >= (select day from first_day)
            -- The opening balance is what the account held before its first line: no line of its own.
            and coalesce(b.source_type, '') <> 'opening_balance'),
        cancelled as (
          select unnest(array[e.id, r.id]) as id from entries e join entries r on r.reverses_entry_id = e.id
          where not e.accounted and not r.accounted),
        not_on_statement as (
          select * from entries w where not w.accounted and w.id not in (select id from cancelled)),
        not_in_books as (
          select * from lines l where l.id not in (select line_id from accounted where transaction_date <= ${on})),
        ordered as (
          select balance - amount - lag(balance) over (order by posted_on, imported_at, position) as gap from lines),
        gaps as (select gap from ordered where gap <> 0),
        known as (
          select posted_on, imported_at, position, balance from lines where balance is not null
          order by posted_on desc, imported_at desc, position desc limit 1)
        select
          (select account_name from chart_of_accounts where id = ${accountId}) as account_name,
          (select coalesce(sum(amount), 0)::text from bank) as ledger_balance,
          case when exists (select 1 from known) then (
            (select balance from known) + coalesce((select sum(l.amount) from lines l, known k
              where (l.posted_on, l.imported_at, l.position) > (k.posted_on, k.imported_at, k.position)), 0))::text
          when exists (select 1 from lines) then (
            (select coalesce(opening_balance, 0) from lines order by posted_on, imported_at, position limit 1)
            + (select sum(amount) from lines))::text
          end as statement_balance,
          (select day::text from first_day) as statement_from,
          (select coalesce(sum(amount), 0)::text from not_in_books) as not_in_books_total,
          (select count(*)::int from not_in_books) as not_in_books_count,
          (select coalesce(jsonb_agg(to_jsonb(s)), '[]'::jsonb) from (
            select id as line_id, posted_on::text, description, counterparty, amount::text from not_in_books
            order by posted_on desc, imported_at desc, position desc limit ${RECONCILIATION_ITEMS}) s) as not_in_books,
          (select coalesce(sum(amount), 0)::text from not_on_statement) as not_on_statement_total,
          (select count(*)::int from not_on_statement) as not_on_statement_count,
          (select coalesce(jsonb_agg(to_jsonb(s) order by s.transaction_date desc, s.entry_number desc), '[]'::jsonb) from (
            select n.id as entry_id, e.entry_number, n.transaction_date::text, e.description, n.amount::text
            from (select * from not_on_statement order by transaction_date desc, line_id desc limit ${RECONCILIATION_ITEMS}) n
            join journal_entries e on e.id = n.id) s) as not_on_statement,
          (select coalesce(sum(gap), 0)::text from gaps) as gap_total,
          (select jsonb_build_object('on', e.transaction_date::text, 'amount', (jl.debit_amount - jl.credit_amount)::text)
            from journal_entries e join journal_entry_lines jl on jl.journal_entry_id = e.id and jl.account_id = ${accountId}
            where e.source_type = 'opening_balance' and e.source_id = ${accountId}) as opening_balance,
          (select count(*)::int from gaps) as gap_count`,
  );
  if (!row?.account_name) throw notFound('Account not found.');
  const cents = toSignedCents;
  const ledger = cents(row.ledger_balance);
  const statement = row.statement_balance === null ? null : cents(row.statement_balance);
  const difference = ledger - (statement ?? 0n);
  const unexplained =
    difference - cents(row.not_on_statement_total) + cents(row.not_in_books_total) + cents(row.gap_total);
  return {
    accountId,
    accountName: row.account_name,
    on,
    ledgerBalance: fromCents(ledger),
    statementBalance: statement === null ? null : fromCents(statement),
    statementFrom: row.statement_from,
    difference: fromCents(difference),
    notInBooks: {
      total: fromCents(cents(row.not_in_books_total)),
      count: Number(row.not_in_books_count),
      items: parsed(row.not_in_books).map((line) => ({
        lineId: line.line_id,
        postedOn: line.posted_on,
        description: line.description,
        counterparty: line.counterparty,
        amount: fromCents(cents(line.amount)),
      })),
    },
    notOnStatement: {
      total: fromCents(cents(row.not_on_statement_total)),
      count: Number(row.not_on_statement_count),
      items: parsed(row.not_on_statement).map((entry) => ({
        entryId: entry.entry_id,
        entryNumber: entry.entry_number,
        transactionDate: entry.transaction_date,
        description: entry.description,
        amount: fromCents(cents(entry.amount)),
      })),
    },
    gaps: { total: fromCents(cents(row.gap_total)), count: Number(row.gap_count) },
    unexplained: fromCents(unexplained),
    openingBalance: row.opening_balance === null ? null : parsed(row.opening_balance),
  };
}
