import { randomUUID } from 'node:crypto';
import {
  clubDay,
  FINANCE_MESSAGES,
  formatMvr,
  fromCents,
  type HeldKind,
  type MatchKind,
  type PaymentMatchKind,
  toCents,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { holdsRole, postEntry, postReversal } from './ledger';
import { moveBankMoney, type OpenItem, type Payable, type PayableDeps, type Payables } from './payables';
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

/**
 * What staff chose for a line: an item, and where its amount differs from the line's, the account for the
 * difference, or the rest left owed (a part payment) or kept as the payer's credit (an overpayment).
 */
export interface ChosenItem {
  kind?: PaymentMatchKind;
  targetId?: string;
  differenceAccountId?: string;
  rest?: 'owed' | 'credit';
}

type LineRef = Pick<LineRow, 'id' | 'amount' | 'posted_on'>;

/**
 * A credit line's match: the items it pays with its lines, confirmed for `amount`; or (`part`) the line held
 * as part of one item's payment, the item left waiting for the rest. What earlier lines held for the item
 * (`heldCents`) goes into its confirmation; beyond or short of the item's amount, the rest is posted to the
 * account chosen (`differenceAccountId`) or kept as the payer's credit.
 */
interface Plan {
  items: Item[];
  lines: LineRef[];
  amount: string;
  heldCents: bigint;
  part?: { owed: string };
  rest?: { cents: bigint; accountId: string } | { cents: bigint; credit: true };
}

/** The items a line's references name, or the one staff chose for a line without a reference. */
async function itemsFor(db: AppDatabase, payables: Payables, line: LineRow, chosen?: ChosenItem) {
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
    // Found by searching from a line whose reference names another: the reference stands.
    if (
      chosen?.targetId &&
      !items.some(({ payable, target }) => target.id === chosen.targetId && payable.kind === chosen.kind)
    )
      throw conflict(FINANCE_MESSAGES.referenceNamesAnother);
  } else if (chosen?.kind && chosen.targetId) {
    // A payment staff chose for the line (suggested, or found by searching): one still waiting, or one confirmed
    // by a transfer (its slip, the desk) that the line is linked to, unless another line brought it already.
    const payable = payables.of(chosen.kind);
    const target = await findTarget(db, payable, { id: chosen.targetId });
    if (!target) throw conflict(FINANCE_MESSAGES.noSuchPayment);
    if (target.confirmed && !(await paidByTransfer(db, payable, target.id)))
      throw conflict(FINANCE_MESSAGES.alreadyPaid);
    items.push({ payable, target });
  } else throw conflict(FINANCE_MESSAGES.noReference);
  return items;
}

/** The item stands confirmed as paid by a transfer (not in cash), which a line may be linked to. */
async function paidByTransfer(db: Pick<AppDatabase, 'execute'>, payable: Payable, id: string) {
  const rows = await queryRows(db, sql`select 1 from (${payable.paid(null)}) paid where paid.target_id = ${id}`);
  return rows.length > 0;
}

/** What lines held as part payments of the item have brought, in cents. */
async function heldFor(db: Pick<AppDatabase, 'execute'>, { payable, target }: Item) {
  const [row] = await queryRows<{ held: string }>(
    db,
    sql`select coalesce(sum(l.amount), 0)::text as held
        from bank_statement_matches m join bank_statement_lines l on l.id = m.line_id
        where m.kind = ${payable.kind} and m.target_id = ${target.id} and m.held = 'part' and m.undone_at is null`,
  );
  return toCents(row?.held ?? '0');
}

/**
 * What a credit line pays and with which lines (see Plan): every item its references name (one transfer paying
 * several, whose amounts add up to the line's); one item paid by the line, with what earlier lines held for it;
 * or one item paid in instalments (every line of the account naming its reference alone, not matched yet,
 * adding up to what is owed). A line without a reference pays the item staff chose.
 */
async function planMatch(db: AppDatabase, payables: Payables, line: LineRow, chosen?: ChosenItem): Promise<Plan> {
  const items = await itemsFor(db, payables, line, chosen);
  const [only] = items;
  if (items.length > 1 || !only) {
    const owed = cents(items.map((item) => item.target.amounts[0] ?? '0.00'));
    if (owed !== toCents(line.amount))
      throw conflict(FINANCE_MESSAGES.amountDiffers(formatMvr(line.amount), formatMvr(fromCents(owed))));
    return { items, lines: [line], amount: line.amount, heldCents: 0n };
  }
  const owed = only.target.amounts;
  const heldCents = only.target.confirmed ? 0n : await heldFor(db, only);
  const brought = toCents(line.amount) + heldCents;
  const whole = { items, lines: [line], heldCents };
  if (owed.some((amount) => toCents(amount) === brought)) return { ...whole, amount: fromCents(brought) };
  const first = owed[0] ?? '0.00';
  const rest = brought - toCents(first);
  if (chosen?.rest === 'owed') {
    if (rest > 0n) throw badRequest(FINANCE_MESSAGES.restNotShort, { rest: [FINANCE_MESSAGES.restNotShort] });
    if (only.target.confirmed) throw conflict(FINANCE_MESSAGES.alreadyPaid);
    return { ...whole, amount: line.amount, part: { owed: first } };
  }
  if (chosen?.rest === 'credit') {
    if (rest < 0n) throw badRequest(FINANCE_MESSAGES.restNotOver, { rest: [FINANCE_MESSAGES.restNotOver] });
    return { ...whole, amount: first, rest: { cents: rest, credit: true } };
  }
  // The item's amount less a bank's fee, or rounded: the item is paid in full, the difference posted where told.
  if (chosen?.differenceAccountId)
    return { ...whole, amount: first, rest: { cents: rest, accountId: chosen.differenceAccountId } };
  const [reference] = line.payment_references;
  const instalments =
    reference && heldCents === 0n
      ? await queryRows<LineRef>(
          db,
          sql`select l.id, l.amount::text, l.posted_on::text from bank_statement_lines l
              where l.account_id = ${line.account_id} and l.payment_references = array[${reference}]::text[]
                and l.amount > 0
                and not exists (select 1 from bank_statement_matches m where m.line_id = l.id and m.undone_at is null)
              order by l.posted_on, l.position`,
        )
      : [];
  const received = cents(instalments.map((each) => each.amount));
  if (instalments.length > 1 && owed.includes(fromCents(received)))
    return { items, lines: instalments, amount: fromCents(received), heldCents };
  if (instalments.length > 1 && received < toCents(first))
    throw conflict(FINANCE_MESSAGES.partlyPaid(formatMvr(fromCents(received)), formatMvr(first), instalments.length));
  throw conflict(FINANCE_MESSAGES.amountDiffers(formatMvr(fromCents(brought)), formatMvr(first)));
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
 * A part payment is held (posted to the payer funds' account) and its item waits for the rest; the line that
 * brings the rest confirms the item for its whole amount and releases what was held. Nothing is ever confirmed
 * without a person choosing it.
 */
export async function confirmStatementLine(deps: MatchDeps, actor: Viewer, lineId: string, chosen?: ChosenItem) {
  const line = await lineOf(deps.db, lineId);
  if (line.group_id) throw conflict(FINANCE_MESSAGES.alreadyMatched);
  if (line.amount.startsWith('-')) throw conflict(FINANCE_MESSAGES.noReference);
  const plan = await planMatch(deps.db, deps.payables, line, chosen);
  const lineIds = plan.lines.map((each) => each.id);
  if (plan.rest && 'accountId' in plan.rest) await assertDifferenceAccount(deps.db, plan.rest.accountId, line);
  const payerFunds = plan.part || plan.heldCents > 0n || (plan.rest && 'credit' in plan.rest);
  const heldAccount = payerFunds ? await payerFundsAccount(deps.db, line) : null;
  const context = { reason: '', amount: plan.amount, postedOn: line.posted_on };
  const groupId = randomUUID();
  return asActor(deps.db, actor, async (tx) => {
    if ((await lockLines(tx, lineIds)).length > 0) throw conflict(FINANCE_MESSAGES.alreadyMatched);
    // Each item too, in one order: two lines paying the same item at once (a duplicate transfer) queue here,
    // and the second finds the first's match.
    for (const key of plan.items.map(({ payable, target }) => `${payable.kind}:${target.id}`).sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const beside = (entry: Omit<BesideEntry, 'groupId'>) => postBeside(tx, actor, line, { ...entry, groupId });
    if (plan.part && heldAccount) {
      const [item] = plan.items;
      // Another part held meanwhile is added to; one that now brings the whole is for the treasurer to look at.
      const heldCents = item ? await heldFor(tx, item) : 0n;
      if (!item || heldCents + toCents(line.amount) >= toCents(plan.part.owed))
        throw conflict(FINANCE_MESSAGES.changedMeanwhile);
      if ((await findTarget(tx, item.payable, { id: item.target.id }))?.confirmed)
        throw conflict(FINANCE_MESSAGES.alreadyPaid);
      await tx.execute(
        sql`insert into bank_statement_matches (line_id, group_id, kind, target_id, confirmed_payment, matched_by, held)
            values (${line.id}, ${groupId}, ${item.payable.kind}, ${item.target.id}, false, ${actor.userId}, 'part')`,
      );
      await beside({ debit: line.account_id, credit: heldAccount, cents: toCents(line.amount), what: 'part' });
      const received = fromCents(heldCents + toCents(line.amount));
      return { items: 1, lines: 1, confirmedPayment: false, part: { received, owed: plan.part.owed } };
    }
    const inside = { ...deps, db: tx };
    let confirmedAny = false;
    for (const item of plan.items) {
      const { payable, target } = item;
      const { kind } = payable;
      const [elsewhere] = await queryRows<{ id: string }>(
        tx,
        sql`select id from bank_statement_matches
            where kind = ${kind} and target_id = ${target.id} and undone_at is null and held is null limit 1`,
      );
      if (elsewhere) throw conflict(FINANCE_MESSAGES.matchedElsewhere);
      if (plan.heldCents > 0n && (await heldFor(tx, item)) !== plan.heldCents)
        throw conflict(FINANCE_MESSAGES.changedMeanwhile);
      let decided = false;
      if (!target.confirmed) {
        try {
          const amount = plan.items.length > 1 ? (target.amounts[0] ?? plan.amount) : plan.amount;
          decided = await payable.confirm(inside, actor, target, { ...context, amount });
        } catch (error) {
          // Confirmed meanwhile (its slip, at the desk): the line is linked to it; anything else stands.
          const now = await findTarget(tx, payable, { id: target.id });
          if (!(error instanceof HttpError && error.statusCode === 409 && now?.confirmed)) throw error;
        }
      }
      // The money goes to this statement's bank account (decision 029: a statement per account).
      if (decided) await moveBankMoney(tx, payable, target.id, line.account_id);
      // What earlier lines held goes into the payment only this line confirms (linked to a slip's, it stays held).
      if (plan.heldCents > 0n && !decided) throw conflict(FINANCE_MESSAGES.changedMeanwhile);
      confirmedAny ||= decided;
      for (const id of lineIds)
        await tx.execute(
          sql`insert into bank_statement_matches (line_id, group_id, kind, target_id, confirmed_payment, matched_by)
              values (${id}, ${groupId}, ${kind}, ${target.id}, ${decided}, ${actor.userId})`,
        );
    }
    if (plan.heldCents > 0n && heldAccount)
      await beside({ debit: heldAccount, credit: line.account_id, cents: plan.heldCents, what: 'release' });
    const rest = plan.rest;
    let credit: string | undefined;
    if (rest && 'credit' in rest && heldAccount && rest.cents > 0n) {
      await beside({ debit: line.account_id, credit: heldAccount, cents: rest.cents, what: 'credit' });
      credit = fromCents(rest.cents);
    } else if (rest && 'accountId' in rest && rest.cents !== 0n) {
      const [debit, credited] = rest.cents < 0n ? [rest.accountId, line.account_id] : [line.account_id, rest.accountId];
      const cents = rest.cents < 0n ? -rest.cents : rest.cents;
      await beside({ debit, credit: credited, cents, what: 'difference' });
    }
    return { items: plan.items.length, lines: lineIds.length, confirmedPayment: confirmedAny, credit };
  });
}

/** The account a line's difference goes to: active, and not the statement's own bank account. */
async function assertDifferenceAccount(db: AppDatabase, accountId: string, line: LineRow) {
  const [account] = await queryRows<{ id: string }>(
    db,
    sql`select id from chart_of_accounts where id = ${accountId} and is_active and id <> ${line.account_id}`,
  );
  if (!account)
    throw badRequest(FINANCE_MESSAGES.differenceAccount, { differenceAccountId: [FINANCE_MESSAGES.differenceAccount] });
  if (await holdsRole(db, accountId, 'payer_funds'))
    throw badRequest(FINANCE_MESSAGES.notPayerFunds, { differenceAccountId: [FINANCE_MESSAGES.notPayerFunds] });
  await assertOpenPeriod(db, line);
}

async function assertOpenPeriod(db: Pick<AppDatabase, 'execute'>, line: LineRow) {
  const through = await lockedThrough(db as AppDatabase);
  if (through && line.posted_on <= through) throw badRequest(FINANCE_MESSAGES.periodClosed(through));
}

/** The liability money held for payers is posted to (part payments, credits): the payer funds' posting role. */
async function payerFundsAccount(db: Pick<AppDatabase, 'execute'>, line: LineRow) {
  const [account] = await queryRows<{ id: string }>(
    db,
    sql`select r.account_id as id from posting_roles r join chart_of_accounts a on a.id = r.account_id
        where r.role = 'payer_funds' and a.is_active`,
  );
  if (!account) throw conflict(FINANCE_MESSAGES.noPayerFunds);
  await assertOpenPeriod(db, line);
  return account.id;
}

interface BesideEntry {
  groupId: string;
  debit: string;
  credit: string;
  cents: bigint;
  /** A part payment held, what was held released into the payment, an overpayment's credit, a fee or rounding. */
  what: 'part' | 'release' | 'credit' | 'difference';
}

const BESIDE_TEXTS: Record<BesideEntry['what'], (amount: string) => string> = {
  part: (amount) => `Part payment held from the statement line of ${amount}`,
  release: (amount) => `Part payments held, paid in with the statement line of ${amount}`,
  credit: (amount) => `Payer's credit from the statement line of ${amount}`,
  difference: (amount) => `Difference on the statement line of ${amount}`,
};

/**
 * An entry a match posts beside the item's own confirmation, in the match's group (undone with it): a part
 * payment held, what was held released into the payment, an overpayment's credit, or a fee or rounding.
 */
async function postBeside(tx: Transaction, actor: Viewer, line: LineRow, entry: BesideEntry) {
  const amount = fromCents(entry.cents);
  const matchId = randomUUID();
  const posted = await postEntry(tx, {
    transactionDate: line.posted_on,
    description: BESIDE_TEXTS[entry.what](formatMvr(line.amount)),
    source: { type: 'statement_line', id: matchId },
    createdBy: actor.userId,
    lines: [
      { accountId: entry.debit, debit: amount },
      { accountId: entry.credit, credit: amount },
    ],
  });
  const held = entry.what === 'credit' ? 'credit' : null;
  await tx.execute(
    sql`insert into bank_statement_matches (id, line_id, group_id, kind, target_id, confirmed_payment, matched_by, held)
        values (${matchId}, ${line.id}, ${entry.groupId}, 'journal', ${posted.id}, true, ${actor.userId}, ${held})`,
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
      held: HeldKind | null;
    }>(
      tx,
      sql`select id, line_id, kind, target_id, confirmed_payment, held from bank_statement_matches
          where group_id = ${groupId} and undone_at is null`,
    );
    const lineIds = [...new Set(rows.map((row) => row.line_id))];
    if (lineIds.length > 0) await lockLines(tx, lineIds);
    // A part payment that went into its item's payment is undone with that payment first.
    for (const part of rows.filter((row) => row.held === 'part')) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${part.kind}:${part.target_id}`}, 0))`);
      const [paid] = await queryRows<{ id: string }>(
        tx,
        sql`select id from bank_statement_matches
            where kind = ${part.kind} and target_id = ${part.target_id} and undone_at is null and held is null limit 1`,
      );
      if (paid) throw conflict(FINANCE_MESSAGES.partCompleted);
    }
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
  // A card settlement undone: its card payments wait to be settled again (decision 048).
  await tx.execute(sql`update card_payments set settlement_match_id = null where settlement_match_id = ${matchId}`);
}

/** How many of the money held for payers the list shows, newest first. */
const HELD_LIST = 100;

/**
 * What the club holds for payers from statements: each part payment whose payment still waits for the rest, and
 * each overpayment's credit; with the payer as the bank names them and the payment it was for.
 */
export async function heldForPayers(db: AppDatabase, payables: Payables) {
  const rows = await queryRows<{
    held: HeldKind;
    line_id: string;
    posted_on: string;
    payer: string;
    amount: string;
    kind: PaymentMatchKind;
    target_id: string;
  }>(
    db,
    sql`select m.held, l.id as line_id, l.posted_on::text, coalesce(l.counterparty, l.description) as payer,
          case when m.held = 'part' then l.amount::text else credit.amount end as amount, item.kind, item.target_id
        from bank_statement_matches m join bank_statement_lines l on l.id = m.line_id
        join lateral (
          select g.kind, g.target_id from bank_statement_matches g
          where g.group_id = m.group_id and g.kind <> 'journal' and g.undone_at is null limit 1) item on true
        left join lateral (
          select sum(jl.debit_amount)::text as amount from journal_entry_lines jl where jl.journal_entry_id = m.target_id
        ) credit on m.held = 'credit'
        where m.held is not null and m.undone_at is null
          and (m.held = 'credit' or not exists (
            select 1 from bank_statement_matches paid
            where paid.kind = m.kind and paid.target_id = m.target_id and paid.held is null and paid.undone_at is null))
        order by l.posted_on desc, l.position desc limit ${HELD_LIST}`,
  );
  // The payments they were for, one query per kind of payment.
  const items = new Map<string, OpenItem>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => sql`${row.target_id}`);
    for (const item of await queryRows<OpenItem>(db, payables.of(kind).items(sql`id in (${sql.join(ids, sql`, `)})`)))
      items.set(`${kind}:${item.id}`, item);
  }
  return rows.map((row) => {
    const item = items.get(`${row.kind}:${row.target_id}`);
    return {
      held: row.held,
      lineId: row.line_id,
      postedOn: row.posted_on,
      payer: row.payer,
      amount: row.amount,
      kind: row.kind,
      reference: item?.payment_reference ?? null,
      owed: item?.amounts[0] ?? null,
    };
  });
}
