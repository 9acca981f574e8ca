import { randomUUID } from 'node:crypto';
import {
  clubDay,
  FINANCE_MESSAGES,
  formatMvr,
  fromCents,
  type MatchKind,
  type PaymentMatchKind,
  toCents,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { postEntry, postReversal } from './ledger';
import type { OpenItem, Payable, PayableDeps, Payables } from './payables';
import { lockedThrough } from './repository';
import { type PostableLine, postLine } from './statement-postings';

export type MatchDeps = PayableDeps & { payables: Payables };

/** The item by the reference it was sent with, or (a suggestion staff chose) by its id. */
const findTarget = async (
  db: Pick<AppDatabase, 'execute'>,
  payable: Payable,
  by: { reference: string } | { id: string },
) =>
  (
    await queryRows<OpenItem>(
      db,
      payable.items('reference' in by ? sql`payment_reference = ${by.reference}` : sql`id = ${by.id}`),
    )
  )[0] ?? null;

interface LineRow {
  id: string;
  account_id: string;
  amount: string;
  posted_on: string;
  payment_references: string[];
  /** The line's standing match group, if it is matched. */
  group_id: string | null;
}

/** The line and the group of its standing match. */
async function lineOf(db: Pick<AppDatabase, 'execute'>, lineId: string) {
  const [line] = await queryRows<LineRow>(
    db,
    sql`select l.id, l.account_id, l.amount::text, l.posted_on::text, l.payment_references,
          (select m.group_id from bank_statement_matches m where m.line_id = l.id and m.undone_at is null limit 1)
            as group_id
        from bank_statement_lines l where l.id = ${lineId}`,
  );
  if (!line) throw notFound(FINANCE_MESSAGES.lineNotFound);
  return line;
}

const cents = (amounts: string[]) => amounts.reduce((total, amount) => total + toCents(amount), 0n);

interface Item {
  payable: Payable;
  target: OpenItem;
}

/** What staff chose for a line: an item, and where its amount differs from the line's, the account for the rest. */
export interface ChosenItem {
  kind?: PaymentMatchKind;
  targetId?: string;
  differenceAccountId?: string;
}

/**
 * What a credit line pays and with which lines: every item its references name (one transfer paying several,
 * whose amounts add up to the line's); one item paid by the line alone; or one item paid in instalments (every
 * line of the account naming its reference alone, not matched yet, adding up to what is owed). A line without a
 * reference pays the suggestion staff chose.
 */
async function planMatch(
  db: AppDatabase,
  payables: Payables,
  line: LineRow,
  chosen?: ChosenItem,
): Promise<{
  items: Item[];
  lines: Pick<LineRow, 'id' | 'amount' | 'posted_on'>[];
  difference?: { accountId: string; owed: string };
}> {
  const references = line.payment_references;
  const items: Item[] = [];
  if (references.length > 0) {
    const kinds = await queryRows<{ reference: string; kind: PaymentMatchKind }>(
      db,
      sql`select reference, kind from payment_references where reference in (${sql.join(
        references.map((reference) => sql`${reference}`),
        sql`, `,
      )})`,
    );
    for (const reference of references) {
      const kind = kinds.find((each) => each.reference === reference)?.kind;
      const payable = kind && payables.of(kind);
      const target = payable && (await findTarget(db, payable, { reference }));
      if (!payable || !target) throw conflict(FINANCE_MESSAGES.nothingSent);
      items.push({ payable, target });
    }
  } else if (chosen?.kind && chosen.targetId) {
    // A payment staff chose for the line (suggested, or found by searching what waits): one still waiting.
    const payable = payables.of(chosen.kind);
    const target = await findTarget(db, payable, { id: chosen.targetId });
    if (!target) throw conflict(FINANCE_MESSAGES.noSuchPayment);
    if (target.confirmed) throw conflict(FINANCE_MESSAGES.alreadyPaid);
    items.push({ payable, target });
  } else throw conflict(FINANCE_MESSAGES.noReference);

  const [only] = items;
  if (items.length > 1 || !only) {
    const owed = cents(items.map((item) => item.target.amounts[0] ?? '0.00'));
    if (owed !== toCents(line.amount))
      throw conflict(FINANCE_MESSAGES.amountDiffers(formatMvr(line.amount), formatMvr(fromCents(owed))));
    return { items, lines: [line] };
  }
  const owed = only.target.amounts;
  if (owed.includes(line.amount)) return { items, lines: [line] };
  // The item's amount less a bank's fee, or rounded: the item is paid in full, the difference posted where told.
  if (chosen?.differenceAccountId && owed[0])
    return { items, lines: [line], difference: { accountId: chosen.differenceAccountId, owed: owed[0] } };
  const [reference] = references;
  const instalments = reference
    ? await queryRows<Pick<LineRow, 'id' | 'amount' | 'posted_on'>>(
        db,
        sql`select l.id, l.amount::text, l.posted_on::text from bank_statement_lines l
            where l.account_id = ${line.account_id} and l.payment_references = array[${reference}]::text[]
              and l.amount > 0
              and not exists (select 1 from bank_statement_matches m where m.line_id = l.id and m.undone_at is null)
            order by l.posted_on, l.position`,
      )
    : [];
  const received = cents(instalments.map((each) => each.amount));
  if (instalments.length > 1 && owed.includes(fromCents(received))) return { items, lines: instalments };
  const first = owed[0] ?? '0.00';
  if (instalments.length > 1 && received < toCents(first))
    throw conflict(FINANCE_MESSAGES.partlyPaid(formatMvr(fromCents(received)), formatMvr(first), instalments.length));
  throw conflict(FINANCE_MESSAGES.amountDiffers(formatMvr(line.amount), formatMvr(first)));
}

/**
 * The money a confirmation from a statement just posted goes to that statement's bank account (decision 029: a
 * statement per account), not the account the bank posting role names: each account's books then follow its
 * own statement. Its reversal, should the match be undone, mirrors it there.
 */
async function intoStatementAccount(tx: Transaction, payable: Payable, itemId: string, accountId: string) {
  const { sourceType, sourceIds } = payable.entries;
  await tx.execute(
    sql`update journal_entry_lines jl set account_id = ${accountId}
        from journal_entries e
        where e.id = jl.journal_entry_id and e.source_type = ${sourceType}
          and e.source_id ${sourceIds ? sql`in (${sourceIds(sql`${itemId}`)})` : sql`= ${itemId}`}
          and e.reverses_entry_id is null
          and not exists (select 1 from journal_entries r where r.reverses_entry_id = e.id)
          and jl.account_id = (select account_id from posting_roles where role = 'bank')
          and jl.account_id <> ${accountId}`,
  );
}

/**
 * The item's posting and its reversal, once an undo has taken the payment back, are closed as a pair: the
 * item waits again, and confirming it again posts afresh (one standing posting per source).
 */
async function supersede(tx: Transaction, payable: Payable, itemId: string) {
  const { sourceType, sourceIds } = payable.entries;
  await tx.execute(
    sql`with closed as (
          select e.id from journal_entries e
          where e.source_type = ${sourceType} and not e.superseded
            and e.source_id ${sourceIds ? sql`in (${sourceIds(sql`${itemId}`)})` : sql`= ${itemId}`}
            and exists (select 1 from journal_entries r where r.reverses_entry_id = e.id))
        update journal_entries set superseded = true
        where id in (select id from closed) or reverses_entry_id in (select id from closed)`,
  );
}

/** Locks the lines (in one order, so two decisions on them queue) and refuses if any is matched meanwhile. */
async function lockLines(tx: Transaction, lineIds: string[]) {
  const ids = sql.join(
    lineIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`select id from bank_statement_lines where id in (${ids}) order by id for update`);
  return queryRows<{ line_id: string; group_id: string }>(
    tx,
    sql`select line_id, group_id from bank_statement_matches where line_id in (${ids}) and undone_at is null`,
  );
}

/**
 * Confirms what a credit line pays (see planMatch), in one transaction named for the actor: the lines are locked,
 * each item's own confirmation runs (ledger posting, receipt mailed) and the match is written; all or nothing. An
 * item its slip confirmed already is linked, never confirmed twice; an item another line stands matched to is
 * refused (a second transfer of the same payment is the club's to refund). Ten clicks at once confirm once.
 * Nothing is ever confirmed without a person choosing it.
 */
export async function confirmStatementLine(deps: MatchDeps, actor: Viewer, lineId: string, chosen?: ChosenItem) {
  const line = await lineOf(deps.db, lineId);
  if (line.group_id) throw conflict(FINANCE_MESSAGES.alreadyMatched);
  if (line.amount.startsWith('-')) throw conflict(FINANCE_MESSAGES.noReference);
  const plan = await planMatch(deps.db, deps.payables, line, chosen);
  const lineIds = plan.lines.map((each) => each.id);
  const received = plan.difference?.owed ?? fromCents(cents(plan.lines.map((each) => each.amount)));
  if (plan.difference) await assertDifferenceAccount(deps.db, plan.difference.accountId, line);
  const context = { reason: '', amount: received, postedOn: line.posted_on };
  const groupId = randomUUID();
  return asActor(deps.db, actor, async (tx) => {
    if ((await lockLines(tx, lineIds)).length > 0) throw conflict(FINANCE_MESSAGES.alreadyMatched);
    // Each item too, in one order: two lines paying the same item at once (a duplicate transfer) queue here,
    // and the second finds the first's match.
    for (const key of plan.items.map(({ payable, target }) => `${payable.kind}:${target.id}`).sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const inside = { ...deps, db: tx };
    let confirmedAny = false;
    for (const { payable, target } of plan.items) {
      const { kind } = payable;
      const [elsewhere] = await queryRows<{ id: string }>(
        tx,
        sql`select id from bank_statement_matches where kind = ${kind} and target_id = ${target.id} and undone_at is null
            limit 1`,
      );
      if (elsewhere) throw conflict(FINANCE_MESSAGES.matchedElsewhere);
      let decided = false;
      if (!target.confirmed) {
        try {
          const amount = plan.items.length > 1 ? (target.amounts[0] ?? received) : received;
          decided = await payable.confirm(inside, actor, target, { ...context, amount });
        } catch (error) {
          // Confirmed meanwhile (its slip, at the desk): the line is linked to it; anything else stands.
          const now = await findTarget(tx, payable, { id: target.id });
          if (!(error instanceof HttpError && error.statusCode === 409 && now?.confirmed)) throw error;
        }
      }
      if (decided) await intoStatementAccount(tx, payable, target.id, line.account_id);
      confirmedAny ||= decided;
      for (const id of lineIds)
        await tx.execute(
          sql`insert into bank_statement_matches (line_id, group_id, kind, target_id, confirmed_payment, matched_by)
              values (${id}, ${groupId}, ${kind}, ${target.id}, ${decided}, ${actor.userId})`,
        );
    }
    if (plan.difference) {
      const rest = toCents(line.amount) - toCents(plan.difference.owed);
      await postDifference(tx, actor, { ...line, groupId, accountId: plan.difference.accountId, rest });
    }
    return { items: plan.items.length, lines: lineIds.length, confirmedPayment: confirmedAny };
  });
}

/** The account a line's difference goes to: active, and not the statement's own bank account. */
async function assertDifferenceAccount(db: Pick<AppDatabase, 'execute'>, accountId: string, line: LineRow) {
  const [account] = await queryRows<{ id: string }>(
    db,
    sql`select id from chart_of_accounts where id = ${accountId} and is_active and id <> ${line.account_id}`,
  );
  if (!account)
    throw badRequest(FINANCE_MESSAGES.differenceAccount, { differenceAccountId: [FINANCE_MESSAGES.differenceAccount] });
  const through = await lockedThrough(db as AppDatabase);
  if (through && line.posted_on <= through) throw badRequest(FINANCE_MESSAGES.periodClosed(through));
}

/**
 * What the line brought beyond or short of the item's amount, posted in the match's group: short (a fee the
 * bank took) debits the chosen account and credits the bank; beyond (rounding) the other way.
 */
async function postDifference(
  tx: Transaction,
  actor: Viewer,
  line: LineRow & { groupId: string; accountId: string; rest: bigint },
) {
  if (line.rest === 0n) return;
  const amount = fromCents(line.rest < 0n ? -line.rest : line.rest);
  const matchId = randomUUID();
  const entry = await postEntry(tx, {
    transactionDate: line.posted_on,
    description: `Difference on the statement line of ${formatMvr(line.amount)}`,
    source: { type: 'statement_line', id: matchId },
    createdBy: actor.userId,
    lines:
      line.rest < 0n
        ? [
            { accountId: line.accountId, debit: amount },
            { accountId: line.account_id, credit: amount },
          ]
        : [
            { accountId: line.account_id, debit: amount },
            { accountId: line.accountId, credit: amount },
          ],
  });
  await tx.execute(
    sql`insert into bank_statement_matches (id, line_id, group_id, kind, target_id, confirmed_payment, matched_by)
        values (${matchId}, ${line.id}, ${line.groupId}, 'journal', ${entry.id}, true, ${actor.userId})`,
  );
}

/**
 * Undoes the match a line stands in, with the reason, for all its lines and items at once: each confirmation the
 * match made is reversed (the module's own reversal, with its ledger entry; a hand posting by its reversing entry)
 * in the same transaction; a link is simply ended.
 */
export async function undoStatementMatch(deps: MatchDeps, actor: Viewer, lineId: string, reason: string) {
  const line = await lineOf(deps.db, lineId);
  if (!line.group_id) throw conflict(FINANCE_MESSAGES.notMatched);
  const groupId = line.group_id;
  await asActor(deps.db, actor, async (tx) => {
    const rows = await queryRows<{
      id: string;
      line_id: string;
      kind: MatchKind;
      target_id: string;
      confirmed_payment: boolean;
    }>(
      tx,
      sql`select id, line_id, kind, target_id, confirmed_payment from bank_statement_matches
          where group_id = ${groupId} and undone_at is null`,
    );
    const lineIds = [...new Set(rows.map((row) => row.line_id))];
    if (lineIds.length > 0) await lockLines(tx, lineIds);
    const ended = await queryRows<{ id: string }>(
      tx,
      sql`update bank_statement_matches set undone_at = now(), undone_by = ${actor.userId}, undo_reason = ${reason}
          where group_id = ${groupId} and undone_at is null returning id`,
    );
    // Undone meanwhile by another click: it stands as asked, and this click undid nothing.
    if (ended.length === 0) throw conflict(FINANCE_MESSAGES.notMatched);
    const inside = { ...deps, db: tx };
    const reversed = new Set<string>();
    for (const row of rows) {
      if (!row.confirmed_payment || reversed.has(`${row.kind}:${row.target_id}`)) continue;
      reversed.add(`${row.kind}:${row.target_id}`);
      if (row.kind === 'journal') {
        await reverseStatementPosting(tx, actor, row.id, row.target_id);
        continue;
      }
      const payable = deps.payables.of(row.kind);
      const target = await findTarget(tx, payable, { id: row.target_id });
      if (!target) throw conflict(FINANCE_MESSAGES.notMatched);
      const context = { reason, amount: line.amount, postedOn: line.posted_on };
      if (!(await payable.reverse(inside, actor, target, context))) throw conflict(FINANCE_MESSAGES.notMatched);
      await supersede(tx, payable, target.id);
    }
  });
}

/**
 * Posts a line no payment explains (a sponsor's transfer, a bank charge) against an account by hand, through
 * the journal's rules (active account, open period): a credit debits the statement's bank account, a debit
 * credits it. The entry and the match are one transaction; two clicks at once post once.
 */
export async function postStatementLine(
  db: AppDatabase,
  actor: Viewer,
  lineId: string,
  input: { accountId: string; description?: string },
) {
  return asActor(db, actor, async (tx) => {
    const [line] = await queryRows<PostableLine>(
      tx,
      sql`select id, account_id, amount::text, posted_on::text, description, counterparty
          from bank_statement_lines where id = ${lineId} for update`,
    );
    if (!line) throw notFound(FINANCE_MESSAGES.lineNotFound);
    const [matched] = await queryRows<{ id: string }>(
      tx,
      sql`select id from bank_statement_matches where line_id = ${line.id} and undone_at is null`,
    );
    if (matched) throw conflict(FINANCE_MESSAGES.alreadyMatched);
    if (input.accountId === line.account_id)
      throw badRequest(FINANCE_MESSAGES.postToAnotherAccount, { accountId: [FINANCE_MESSAGES.postToAnotherAccount] });
    const [account] = await queryRows<{ id: string }>(
      tx,
      sql`select id from chart_of_accounts where id = ${input.accountId} and is_active`,
    );
    if (!account)
      throw badRequest('Choose active accounts from the chart.', {
        accountId: ['Choose active accounts from the chart.'],
      });
    const through = await lockedThrough(tx);
    if (through && line.posted_on <= through) throw badRequest(FINANCE_MESSAGES.periodClosed(through));
    return postLine(tx, actor, line, account.id, input.description);
  });
}

/** Reverses a line's hand posting (its match's entry), dated today (the period must be open). */
async function reverseStatementPosting(tx: Transaction, actor: Viewer, matchId: string, entryId: string) {
  const today = clubDay(new Date());
  const through = await lockedThrough(tx);
  if (through && today <= through) throw badRequest(FINANCE_MESSAGES.periodClosed(through));
  const [original] = await queryRows<{ id: string; entry_number: string; description: string }>(
    tx,
    sql`select id, entry_number, description from journal_entries where id = ${entryId}`,
  );
  if (!original) throw conflict(FINANCE_MESSAGES.notMatched);
  await postReversal(
    tx,
    { id: original.id, entryNumber: original.entry_number },
    {
      transactionDate: today,
      description: `Reversal of ${original.entry_number}: ${original.description}`.slice(0, 200),
      source: { type: 'statement_line_reversal', id: matchId },
      createdBy: actor.userId,
    },
  );
}
