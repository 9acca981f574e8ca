import {
  addDays,
  type CsvStatementLayout,
  clubDay,
  csvStatementLayoutSchema,
  FINANCE_MESSAGES,
  type HeldKind,
  type MatchKind,
  normalizePaymentReference,
  PAYMENT_REFERENCE_ALPHABET,
  type PaymentMatchKind,
  type StatementKind,
} from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AppDatabase, likePattern, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { readMultipartForm } from '../../platform/multipart';
import type { Payables } from './payables';
import {
  fingerprints,
  type ParsedStatement,
  parseCamt053,
  parseCsvStatement,
  parseOfx,
  StatementFormatError,
  type StatementLine,
} from './statement-formats';
import { applyRules } from './statement-rules';

/** A statement file is text; a year of a busy account is well under this. */
const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** Lines written per insert. */
const CHUNK = 500;
/** A form field that must name a record by id (anything else names none, and is not asked of the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FormatRow {
  id: string;
  name: string;
  kind: StatementKind;
  layout: unknown;
  built_in: boolean;
}

export const listStatementFormats = (db: AppDatabase) =>
  queryRows<FormatRow>(
    db,
    sql`select id, name, kind, layout, built_in from bank_statement_formats order by built_in desc, name`,
  );

export const presentFormat = (row: FormatRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  layout: row.kind === 'csv' ? csvStatementLayoutSchema.parse(row.layout) : null,
  builtIn: row.built_in,
});

export async function addStatementFormat(db: AppDatabase, actor: Viewer, name: string, layout: CsvStatementLayout) {
  return asActor(db, actor, async (tx) => {
    const [row] = await queryRows<FormatRow>(
      tx,
      sql`insert into bank_statement_formats (name, kind, layout) values (${name}, 'csv', ${JSON.stringify(layout)}::jsonb)
        returning id, name, kind, layout, built_in`,
    );
    if (!row) throw new Error('insert returned nothing');
    return row;
  });
}

function parseStatement(format: FormatRow, content: string): ParsedStatement {
  switch (format.kind) {
    case 'csv':
      return parseCsvStatement(content, csvStatementLayoutSchema.parse(format.layout));
    case 'camt053':
      return parseCamt053(content);
    case 'ofx':
      return parseOfx(content);
  }
}

const CHAR = `[${PAYMENT_REFERENCE_ALPHABET}]`;
/** What people put between a reference's groups: spaces, dashes, slashes, dots, underscores, a colon. */
const SEPARATOR = '[\\s\\-/._:]{0,3}';
/**
 * Nine reference characters in groups of three, with or without separators between the groups, looked for at
 * every start (a lookahead), glued to words or not: "REF:KQ7/MXD/A3F", "kq7.mxd.a3f", "FEEKQ7MXDA3FPAID". A
 * candidate counts only when its check character holds (one character wrong is never read as a reference) and
 * the club issued it.
 */
const REFERENCE_LIKE = new RegExp(`(?=(${CHAR}{3}${SEPARATOR}${CHAR}{3}${SEPARATOR}${CHAR}{3}))`, 'g');

/** A text[] parameter (references and the like: no commas, quotes nor braces in them). */
const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** Every payment reference written in a line (the check character verified), in the order found. */
export function referencesIn(line: Pick<StatementLine, 'bankReference' | 'description' | 'counterparty'>): string[] {
  const text = [line.bankReference, line.description, line.counterparty].filter(Boolean).join(' ').toUpperCase();
  return [
    ...new Set(
      [...text.matchAll(REFERENCE_LIKE)].flatMap((match) => {
        const reference = normalizePaymentReference((match[1] ?? '').replace(/[^A-Z0-9]/g, ''));
        return reference ? [reference] : [];
      }),
    ),
  ];
}

/**
 * Imports a statement file (finance:edit) in one transaction named for the treasurer: every line the
 * bank wrote that is not already on file, by its fingerprint (a file imported twice adds nothing), each
 * credit with the club's payment reference it names, when it names one the club issued.
 */
export async function importStatement(db: AppDatabase, actor: Viewer, request: FastifyRequest) {
  const { fields, file, fileName } = await readMultipartForm(request, {
    fileField: 'statement',
    maxBytes: MAX_STATEMENT_BYTES,
    maxFields: 4,
    notMultipartMessage: 'Send the statement as multipart/form-data with the file in "statement".',
  });
  if (!file) throw badRequest(FINANCE_MESSAGES.statementRequired, { statement: [FINANCE_MESSAGES.statementRequired] });
  const formatId = fields.formatId ?? '';
  const [format] = UUID.test(formatId)
    ? await queryRows<FormatRow>(
        db,
        sql`select id, name, kind, layout, built_in from bank_statement_formats where id = ${formatId}`,
      )
    : [];
  if (!format) throw badRequest(FINANCE_MESSAGES.chooseFormat, { formatId: [FINANCE_MESSAGES.chooseFormat] });
  const accountId = await statementAccount(db, fields.accountId);
  let parsed: ParsedStatement;
  try {
    parsed = parseStatement(format, file.toString('utf8'));
  } catch (error) {
    if (error instanceof StatementFormatError)
      throw badRequest(`${format.name}: ${error.message}`, { statement: [error.message] });
    throw error;
  }
  const lines = parsed.lines.filter((line) => line.amount !== '0.00');
  if (lines.length === 0)
    throw badRequest(FINANCE_MESSAGES.noStatementLines, { statement: [FINANCE_MESSAGES.noStatementLines] });
  // No bank posts tomorrow's money (a day's grace for the clocks): a later date is a layout reading days as months.
  const latest = addDays(clubDay(new Date()), 1);
  const ahead = lines.find((line) => line.postedOn > latest);
  if (ahead)
    throw badRequest(FINANCE_MESSAGES.lineAhead(ahead.postedOn), {
      statement: [FINANCE_MESSAGES.lineAhead(ahead.postedOn)],
    });
  const prints = fingerprints(lines);
  const found = lines.map((line) => (line.amount.startsWith('-') ? [] : referencesIn(line)));
  const candidates = [...new Set(found.flat())];
  const issued = new Set(
    candidates.length
      ? (
          await queryRows<{ reference: string }>(
            db,
            sql`select reference from payment_references where reference = any(${textArray(candidates)})`,
          )
        ).map((row) => row.reference)
      : [],
  );
  return asActor(db, actor, async (tx) => {
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into bank_statement_imports (account_id, format_id, file_name, lines_added, lines_known, opening_balance,
            closing_balance, imported_by)
          values (${accountId}, ${format.id}, ${(fileName ?? 'statement').slice(0, 200)}, 0, 0, ${parsed.openingBalance},
            ${parsed.closingBalance}, ${actor.userId})
          returning id`,
    );
    if (!created) throw new Error('insert returned nothing');
    const added: { id: string; payment_reference: string | null }[] = [];
    let filledIn = 0;
    for (let start = 0; start < lines.length; start += CHUNK) {
      const values = lines.slice(start, start + CHUNK).map((line, offset) => {
        const index = start + offset;
        const references = [...new Set(found[index]?.filter((candidate) => issued.has(candidate)))];
        return sql`(${accountId}, ${created.id}, ${index + 1}, ${prints[index]}, ${line.postedOn}, ${line.valueOn}, ${line.type},
          ${line.bankReference}, ${line.description}, ${line.counterparty}, ${line.amount}, ${line.balance},
          ${references[0] ?? null}, ${textArray(references)})`;
      });
      // A line on file already is not added again; what this file says of it that the first one did not (a text
      // column the earlier layout missed, and a reference written there) fills in its blanks.
      const written = await queryRows<{ id: string; payment_reference: string | null; added: boolean }>(
        tx,
        sql`insert into bank_statement_lines as l (account_id, import_id, position, fingerprint, posted_on, value_on,
              type, bank_reference, description, counterparty, amount, balance, payment_reference, payment_references)
            values ${sql.join(values, sql`, `)}
            on conflict (account_id, fingerprint) do update set
              description = case when l.description = '' then excluded.description else l.description end,
              counterparty = coalesce(l.counterparty, excluded.counterparty),
              type = coalesce(l.type, excluded.type),
              value_on = coalesce(l.value_on, excluded.value_on),
              bank_reference = coalesce(l.bank_reference, excluded.bank_reference),
              payment_reference = coalesce(l.payment_reference, excluded.payment_reference),
              payment_references = case when l.payment_references = '{}' then excluded.payment_references
                else l.payment_references end
            where (l.description = '' and excluded.description <> '')
              or (l.counterparty is null and excluded.counterparty is not null)
              or (l.type is null and excluded.type is not null)
              or (l.value_on is null and excluded.value_on is not null)
              or (l.bank_reference is null and excluded.bank_reference is not null)
              or (l.payment_references = '{}' and excluded.payment_references <> '{}')
            returning l.id, l.payment_reference, (xmax = 0) as added`,
      );
      added.push(...written.filter((line) => line.added));
      filledIn += written.length - written.filter((line) => line.added).length;
    }
    // The treasurer's rules post the new lines they take (the bank's charges, the bills of every month).
    const byRules = added.length > 0 ? await applyRules(tx, actor, { importId: created.id }) : 0;
    await tx.execute(
      sql`update bank_statement_imports set lines_added = ${added.length}, lines_known = ${lines.length - added.length}
          where id = ${created.id}`,
    );
    const gaps = await queryRows<{ gaps: number }>(
      tx,
      sql`select count(*)::int as gaps from (${LINES_WITH_GAPS}) l where l.gap is not null and l.import_id = ${created.id}`,
    );
    return {
      importId: created.id,
      added: added.length,
      known: lines.length - added.length,
      filledIn,
      withReference: added.filter((line) => line.payment_reference !== null).length,
      gaps: Number(gaps[0]?.gaps ?? 0),
      byRules,
    };
  });
}

/**
 * The statement's lines in the bank's order with, where the running balance does not follow from the line
 * before (balance before + amount), the difference: the money of a statement that was never imported.
 */
const LINES_WITH_GAPS = sql`
  select l.*, case when l.balance is not null and l.previous_balance is not null
      and l.previous_balance + l.amount <> l.balance then (l.balance - l.amount - l.previous_balance)::text end as gap
  from (select l.*, i.imported_at,
          lag(l.balance) over (partition by l.account_id order by l.posted_on, i.imported_at, l.position)
            as previous_balance
        from bank_statement_lines l join bank_statement_imports i on i.id = l.import_id) l`;

interface LineRow {
  id: string;
  posted_on: string;
  value_on: string | null;
  type: string | null;
  bank_reference: string | null;
  description: string;
  counterparty: string | null;
  amount: string;
  balance: string | null;
  payment_reference: string | null;
  reference_kind: string | null;
  gap: string | null;
  match_kind: MatchKind | null;
  match_confirmed: boolean | null;
  match_by_rule: boolean | null;
  match_held: HeldKind | null;
  match_part_paid: boolean | null;
  match_items: number | null;
  match_lines: number | null;
  payment_references: string[];
  suggestions: { kind: MatchKind; target_id: string; name: string; sent_on: string }[];
}

/** Days either side of a line's date within which a payment waiting may be the one it pays. */
const SUGGESTION_DAYS = 14;

/**
 * For a credit line with no reference and no match: payments waiting of exactly its amount (each payable's
 * `waiting`), sent within two weeks of it (a form sent, paid a payday later), whose payer's name has a word
 * (3 letters or more) in the line. Three at most; staff choose (anything else waiting is found by searching).
 */
const suggestions = (payables: Payables) => sql`case when l.payment_reference is null and l.amount > 0 and m.id is null
  then coalesce((
    select jsonb_agg(to_jsonb(s) order by s.sent_on) from (
      select * from (${sql.join(
        payables.all.map((payable) => payable.waiting(sql`l.amount`)),
        sql` union all `,
      )}) candidate
      where candidate.sent_on between l.posted_on - ${SUGGESTION_DAYS}::int and l.posted_on + ${SUGGESTION_DAYS}::int
        and exists (select 1 from regexp_split_to_table(lower(candidate.name), '[[:space:]]+') word
          where length(word) >= 3 and position(word in lower(coalesce(l.counterparty, '') || ' ' || l.description)) > 0)
      order by candidate.sent_on limit 3) s), '[]'::jsonb) else '[]'::jsonb end`;

/** How many items a search of what is waiting for money answers with. */
const OPEN_ITEMS = 20;

/**
 * Every item waiting for money, and every payment confirmed by a transfer no line has brought yet, of any kind and
 * any date, whose payer's name or reference contains the search, or whose amount it is; the newest first.
 */
export async function openItems(db: AppDatabase, payables: Payables, search: string) {
  const compact = search.replace(/,/g, '');
  const amount = /^\d{1,12}(\.\d{1,2})?$/.test(compact) ? compact : null;
  const pattern = likePattern(search);
  const rows = await queryRows<{
    kind: PaymentMatchKind;
    target_id: string;
    name: string | null;
    sent_on: string;
    amount: string | null;
    reference: string | null;
    received: string | null;
    confirmed: boolean;
  }>(
    db,
    // What part payments held for an item have brought: searched by the rest as well as the whole. A payment
    // already confirmed (its slip, the desk) that no line brought yet is found too: the line is linked to it.
    sql`select kind, target_id, name, sent_on::text, amount, reference, held.received, item.confirmed from (
        ${sql.join(
          payables.all.map((payable) => sql`select *, false as confirmed from (${payable.waiting(null)}) waiting`),
          sql` union all `,
        )}
        union all
        select * from (${sql.join(
          payables.all.map((payable) => sql`select *, true as confirmed from (${payable.paid(null)}) paid`),
          sql` union all `,
        )}) paid
        where not exists (select 1 from bank_statement_matches m
          where m.kind = paid.kind and m.target_id = paid.target_id and m.undone_at is null)) item
        left join lateral (
          select sum(l.amount)::text as received
          from bank_statement_matches m join bank_statement_lines l on l.id = m.line_id
          where m.kind = item.kind and m.target_id = item.target_id and m.held = 'part' and m.undone_at is null) held
          on true
        where item.name ilike ${pattern} or item.reference ilike ${pattern}
          or replace(item.reference, '-', '') ilike ${likePattern(search.replace(/[\s-]/g, ''))}
          ${
            amount
              ? sql`or item.amount::numeric = ${amount}::numeric
                    or item.amount::numeric - held.received::numeric = ${amount}::numeric`
              : sql``
          }
        order by item.sent_on desc, item.target_id limit ${OPEN_ITEMS}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    targetId: row.target_id,
    name: row.name,
    sentOn: row.sent_on,
    amount: row.amount,
    reference: row.reference,
    received: row.received,
    confirmed: row.confirmed,
  }));
}

/** A page of the statement, newest first, with each line's gap and the kind of reference it names. */
export async function statementLines(
  db: AppDatabase,
  payables: Payables,
  query: { page: number; pageSize: number; from?: string; to?: string; accountId?: string },
) {
  const range: SQL[] = [sql`l.account_id = ${await statementAccount(db, query.accountId)}`];
  if (query.from) range.push(sql`l.posted_on >= ${query.from}`);
  if (query.to) range.push(sql`l.posted_on <= ${query.to}`);
  const where = sql.join(range, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows<LineRow>(
      db,
      // The page of lines first (their gaps need the lines before them), then what each of them is matched to.
      sql`select l.id, l.posted_on::text, l.value_on::text, l.type, l.bank_reference, l.description, l.counterparty,
            l.amount::text, l.balance::text, l.payment_reference, r.kind as reference_kind, l.gap,
            m.kind as match_kind, m.confirmed_payment as match_confirmed, m.rule_id is not null as match_by_rule,
            g.items as match_items, g.lines as match_lines, g.held as match_held, g.part_paid as match_part_paid,
            l.payment_references, ${suggestions(payables)} as suggestions
          from (select * from (${LINES_WITH_GAPS}) l where ${where}
                order by l.posted_on desc, l.imported_at desc, l.position desc
                limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) l
          left join payment_references r on r.reference = l.payment_reference
          left join lateral (
            select m.id, m.kind, m.confirmed_payment, m.group_id, m.rule_id from bank_statement_matches m
            where m.line_id = l.id and m.undone_at is null order by m.confirmed_payment desc, m.kind limit 1) m on true
          left join lateral (
            -- The items paid (a difference posted beside them is no item of its own).
            select greatest(count(distinct (g.kind, g.target_id)) filter (where g.kind <> 'journal'), 1)::int as items,
              count(distinct g.line_id)::int as lines, min(g.held) filter (where g.line_id = l.id) as held,
              -- A part payment whose item a later line has paid in full.
              bool_or(g.held = 'part' and exists (select 1 from bank_statement_matches paid
                where paid.kind = g.kind and paid.target_id = g.target_id and paid.held is null
                  and paid.undone_at is null)) as part_paid
            from bank_statement_matches g where g.group_id = m.group_id and g.undone_at is null) g on m.id is not null
          order by l.posted_on desc, l.imported_at desc, l.position desc`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from bank_statement_lines l where ${sql.join(range, sql` and `)}`,
    ),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      postedOn: row.posted_on,
      valueOn: row.value_on,
      type: row.type,
      bankReference: row.bank_reference,
      description: row.description,
      counterparty: row.counterparty,
      amount: row.amount,
      balance: row.balance,
      paymentReference: row.payment_reference,
      referenceKind: row.reference_kind,
      gap: row.gap,
      references: row.payment_references,
      match: row.match_kind
        ? {
            kind: row.match_kind,
            confirmedPayment: row.match_confirmed === true,
            byRule: row.match_by_rule === true,
            held: row.match_held,
            partPaid: row.match_part_paid === true,
            items: Number(row.match_items ?? 1),
            lines: Number(row.match_lines ?? 1),
          }
        : null,
      suggestions: (typeof row.suggestions === 'string' ? JSON.parse(row.suggestions) : row.suggestions).map(
        (suggestion: LineRow['suggestions'][number]) => ({
          kind: suggestion.kind,
          targetId: suggestion.target_id,
          name: suggestion.name,
          sentOn: suggestion.sent_on,
        }),
      ),
    })),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The ledger account a statement is for: the one asked for (an active asset account), else the account
 * the bank posting role names.
 */
export async function statementAccount(db: AppDatabase, accountId: string | undefined) {
  const [account] =
    accountId !== undefined && !UUID.test(accountId)
      ? []
      : await queryRows<{ id: string }>(
          db,
          accountId
            ? sql`select id from chart_of_accounts where id = ${accountId} and account_type = 'Asset' and is_active`
            : sql`select account_id as id from posting_roles where role = 'bank'`,
        );
  if (!account)
    throw badRequest(FINANCE_MESSAGES.chooseBankAccount, { accountId: [FINANCE_MESSAGES.chooseBankAccount] });
  return account.id;
}
