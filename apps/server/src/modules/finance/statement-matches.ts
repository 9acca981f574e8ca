import { randomUUID } from 'node:crypto';
import {
  clubDay,
  DEFAULT_COLLECTION_AMOUNT,
  FINANCE_MESSAGES,
  formatMvr,
  type MatchKind,
  type PaymentMatchKind,
  type RegistrationType,
} from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import type { SettingsStore } from '../../platform/settings';
import { decideContributionFromStatement } from '../contributions/service';
import { confirmRenewal } from '../members/renewals';
import { collectFeeFromStatement, voidPayment } from '../registrations/service';
import { decideOrderFromStatement } from '../shop/service';
import { postEntry, postReversal } from './ledger';
import type { PaymentDecisionDeps } from './payment-decisions';
import { lockedThrough } from './repository';
import { suggestionsFor } from './statements';

export type MatchDeps = PaymentDecisionDeps & { settings: SettingsStore };

interface Target {
  id: string;
  /** Null on a registration sent before references. */
  payment_reference: string | null;
  /** What it may be paid with: its amount, or (a registration) any of its kind's active fees. */
  amounts: string[];
  /** The payment stands confirmed now (by its slip, at the desk, or by an earlier match). */
  confirmed: boolean;
  /** A renewal's or a registration's recorded fee, which an undo voids. */
  payment_id: string | null;
  registration_type: RegistrationType | null;
}

/** What each kind of item a line pays is, with its amount and whether it is paid, found by `where`. */
const TARGETS: Record<PaymentMatchKind, (where: SQL) => SQL> = {
  order: (where) =>
    sql`select id, payment_reference, array[total_amount::text] as amounts, payment_status = 'confirmed' as confirmed,
        null::uuid as payment_id, null as registration_type from orders where ${where}`,
  contribution: (where) =>
    sql`select id, payment_reference, array[amount::text] as amounts, status = 'completed' as confirmed,
        null::uuid as payment_id, null as registration_type from contributions where ${where}`,
  renewal: (where) =>
    sql`select id, payment_reference, array[amount::text] as amounts, status = 'active' as confirmed, payment_id,
        null as registration_type from memberships where ${where} and payment_reference is not null`,
  registration: (where) =>
    sql`select * from (
        select r.id, r.payment_reference, fees.amounts, p.id is not null as confirmed, p.id as payment_id,
          r.type as registration_type
        from (select id, payment_reference, 'membership' as type from membership_registrations
              union all select id, payment_reference, 'academy' from academy_registrations) r
        left join payment_records p on p.registration_type = r.type and p.registration_id = r.id and p.voided_at is null
        cross join lateral (
          select coalesce(array_agg(distinct f.fee_amount::text), array[case r.type
              when 'membership' then ${DEFAULT_COLLECTION_AMOUNT.membership}
              else ${DEFAULT_COLLECTION_AMOUNT.academy} end]) as amounts
          from registration_fees f where f.registration_type = r.type and f.is_active and f.fee_amount > 0) fees
        ) registration
      where ${where}`,
};

/** The item by the reference it was sent with, or (a suggestion staff chose) by its id. */
const findTarget = async (
  db: Pick<AppDatabase, 'execute'>,
  kind: PaymentMatchKind,
  by: { reference: string } | { id: string },
) =>
  (
    await queryRows<Target>(
      db,
      TARGETS[kind]('reference' in by ? sql`payment_reference = ${by.reference}` : sql`id = ${by.id}`),
    )
  )[0] ?? null;

/** The line, its reference's kind and its standing match. */
async function lineOf(db: AppDatabase, lineId: string) {
  const [line] = await queryRows<{
    id: string;
    amount: string;
    posted_on: string;
    payment_reference: string | null;
    kind: PaymentMatchKind | null;
    match_id: string | null;
    match_kind: MatchKind | null;
    target_id: string | null;
    confirmed_payment: boolean | null;
  }>(
    db,
    sql`select l.id, l.amount::text, l.posted_on::text, l.payment_reference, r.kind, m.id as match_id, m.kind as match_kind, m.target_id,
          m.confirmed_payment
        from bank_statement_lines l
        left join payment_references r on r.reference = l.payment_reference
        left join bank_statement_matches m on m.line_id = l.id and m.undone_at is null
        where l.id = ${lineId}`,
  );
  if (!line) throw notFound(FINANCE_MESSAGES.lineNotFound);
  return line;
}

const insertMatch = (
  tx: Pick<AppDatabase, 'execute'>,
  actor: Viewer,
  lineId: string,
  kind: MatchKind,
  targetId: string,
  confirmedPayment: boolean,
) =>
  queryRows<{ id: string }>(
    tx,
    sql`insert into bank_statement_matches (line_id, kind, target_id, confirmed_payment, matched_by)
        values (${lineId}, ${kind}, ${targetId}, ${confirmedPayment}, ${actor.userId})
        on conflict (line_id) where undone_at is null do nothing returning id`,
  );

/** Runs the payment decision of the item's own module, with the match written in its transaction. */
async function decide(
  deps: MatchDeps,
  actor: Viewer,
  kind: PaymentMatchKind,
  target: Target,
  decision: 'confirm' | 'reverse',
  context: { reason: string; line: { amount: string; postedOn: string } },
  also: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  const { reason, line } = context;
  switch (kind) {
    case 'order':
      return decideOrderFromStatement(deps, actor, target.id, decision, also);
    case 'contribution':
      return decideContributionFromStatement(deps, actor, target.id, decision, reason, also);
    case 'renewal':
    case 'registration':
      if (decision === 'reverse') {
        if (!target.payment_id) throw conflict(FINANCE_MESSAGES.notMatched);
        await voidPayment(deps, actor, target.payment_id, reason, also);
        return true;
      }
      if (kind === 'renewal') return confirmRenewal(deps, actor, target.id, also);
      if (!target.registration_type) throw conflict(FINANCE_MESSAGES.noSuchPayment);
      return collectFeeFromStatement(deps, actor, target.registration_type, target.id, line, also);
  }
}

/**
 * Confirms what a credit line pays, by the payment reference it names, or (a line without one) the
 * suggestion staff chose: the item's own confirmation runs (ledger posting, receipt mailed) with the match
 * in the same transaction. An item its slip confirmed already is linked to the line, never confirmed twice;
 * ten clicks at once confirm once. Nothing is ever confirmed without a person choosing it.
 */
export async function confirmStatementLine(
  deps: MatchDeps,
  actor: Viewer,
  lineId: string,
  chosen?: { kind: PaymentMatchKind; targetId: string },
) {
  const line = await lineOf(deps.db, lineId);
  if (line.match_id) throw conflict(FINANCE_MESSAGES.alreadyMatched);
  if (line.amount.startsWith('-')) throw conflict(FINANCE_MESSAGES.noReference);
  const kind = line.kind ?? chosen?.kind;
  if (!kind) throw conflict(FINANCE_MESSAGES.noReference);
  if (!line.payment_reference && chosen) {
    // Only a payment suggested for the line (same amount, its payer named, within four days) may be chosen.
    const suggested = await suggestionsFor(deps.db, line.id);
    if (!suggested.some((each) => each.kind === chosen.kind && each.target_id === chosen.targetId)) {
      const paid = await findTarget(deps.db, chosen.kind, { id: chosen.targetId });
      throw conflict(paid?.confirmed ? FINANCE_MESSAGES.alreadyPaid : FINANCE_MESSAGES.noSuchPayment);
    }
  }
  const target = line.payment_reference
    ? await findTarget(deps.db, kind, { reference: line.payment_reference })
    : chosen && (await findTarget(deps.db, kind, { id: chosen.targetId }));
  if (!target) throw conflict(line.payment_reference ? FINANCE_MESSAGES.nothingSent : FINANCE_MESSAGES.noSuchPayment);
  if (!target.amounts.includes(line.amount))
    throw conflict(FINANCE_MESSAGES.amountDiffers(formatMvr(line.amount), formatMvr(target.amounts[0] ?? '0.00')));
  const context = { reason: '', line: { amount: line.amount, postedOn: line.posted_on } };
  let decided = false;
  if (!target.confirmed) {
    try {
      decided = await decide(deps, actor, kind, target, 'confirm', context, async (tx) => {
        if ((await insertMatch(tx, actor, line.id, kind, target.id, true)).length === 0)
          throw conflict(FINANCE_MESSAGES.alreadyMatched);
      });
    } catch (error) {
      // Confirmed meanwhile (its slip, or another click): link the line to it below; anything else stands.
      const now = await findTarget(deps.db, kind, { id: target.id });
      if (!(error instanceof HttpError && error.statusCode === 409 && now?.confirmed)) throw error;
    }
  }
  if (!decided) {
    const linked = await asActor(deps.db, actor, (tx) => insertMatch(tx, actor, line.id, kind, target.id, false));
    if (linked.length === 0) throw conflict(FINANCE_MESSAGES.alreadyMatched);
  }
  return { kind, targetId: target.id, confirmedPayment: decided };
}

/**
 * Undoes a line's match with the reason: a match that confirmed the payment reverses that confirmation
 * (the module's own reversal, with its ledger entry) in the same transaction; a link is simply ended.
 */
export async function undoStatementMatch(deps: MatchDeps, actor: Viewer, lineId: string, reason: string) {
  const line = await lineOf(deps.db, lineId);
  if (!line.match_id || !line.match_kind || !line.target_id) throw conflict(FINANCE_MESSAGES.notMatched);
  const matchId = line.match_id;
  const end = async (tx: Pick<AppDatabase, 'execute'>) => {
    const ended = await queryRows<{ id: string }>(
      tx,
      sql`update bank_statement_matches set undone_at = now(), undone_by = ${actor.userId}, undo_reason = ${reason}
          where id = ${matchId} and undone_at is null returning id`,
    );
    if (ended.length === 0) throw conflict(FINANCE_MESSAGES.notMatched);
  };
  if (!line.confirmed_payment) {
    await asActor(deps.db, actor, end);
    return;
  }
  if (line.match_kind === 'journal') {
    const entryId = line.target_id;
    await asActor(deps.db, actor, async (tx) => {
      await end(tx);
      await reverseStatementPosting(tx, actor, matchId, entryId);
    });
    return;
  }
  const target = await findTarget(deps.db, line.match_kind, { id: line.target_id });
  if (!target) throw conflict(FINANCE_MESSAGES.notMatched);
  // Reversed meanwhile by another click: it stood as asked, and this click undid nothing.
  const context = { reason, line: { amount: line.amount, postedOn: line.posted_on } };
  if (!(await decide(deps, actor, line.match_kind, target, 'reverse', context, end)))
    throw conflict(FINANCE_MESSAGES.notMatched);
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
    const [line] = await queryRows<{
      id: string;
      account_id: string;
      amount: string;
      posted_on: string;
      description: string;
      counterparty: string | null;
    }>(
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
    const credit = !line.amount.startsWith('-');
    const amount = line.amount.replace(/^-/, '');
    const description =
      input.description || [line.counterparty, line.description].filter(Boolean).join(' · ') || 'Bank statement line';
    // The entry's source is the match (a line posted, undone and posted again has one entry per match).
    const matchId = randomUUID();
    const entry = await postEntry(tx, {
      transactionDate: line.posted_on,
      description: description.slice(0, 200),
      source: { type: 'statement_line', id: matchId },
      createdBy: actor.userId,
      lines: credit
        ? [
            { accountId: line.account_id, debit: amount },
            { accountId: account.id, credit: amount },
          ]
        : [
            { accountId: account.id, debit: amount },
            { accountId: line.account_id, credit: amount },
          ],
    });
    await tx.execute(
      sql`insert into bank_statement_matches (id, line_id, kind, target_id, confirmed_payment, matched_by)
          values (${matchId}, ${line.id}, 'journal', ${entry.id}, true, ${actor.userId})`,
    );
    return entry;
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
