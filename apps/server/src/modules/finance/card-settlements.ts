import { randomUUID } from 'node:crypto';
import {
  CARD_PAYMENT_MESSAGES,
  type CardPaymentKind,
  type CardSettlement,
  FINANCE_MESSAGES,
  fromCents,
  toCents,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, clubDate, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { SETTLEABLE, settledAmount } from './card-payment-repository';
import { accountFor, postEntry } from './ledger';
import { lockedThrough } from './repository';

/** The most of a settlement the gateway may keep as its fee for the portal to suggest the payments it covers. */
const LARGEST_FEE_PERCENT = 5n;

interface LineRow {
  id: string;
  account_id: string;
  amount: string;
  posted_on: string;
}

interface SettleablePayment {
  id: string;
  kind: CardPaymentKind;
  payment_reference: string;
  payer_name: string | null;
  amount: string;
  decided_at: Date;
}

const lineOf = async (db: AppDatabase, lineId: string, lock = false) =>
  (
    await queryRows<LineRow>(
      db,
      sql`select id, account_id, amount::text, posted_on::text from bank_statement_lines where id = ${lineId}
          ${lock ? sql`for update` : sql``}`,
    )
  )[0] ?? null;

const isMatched = async (db: AppDatabase, lineId: string) =>
  (
    await queryRows(
      db,
      sql`select 1 from bank_statement_matches where line_id = ${lineId} and undone_at is null limit 1`,
    )
  ).length > 0;

/**
 * What a credit line could pay out of the gateway's settlement: the card payments confirmed (or taken unapplied) by
 * the line's day and not settled yet, oldest first, and the oldest of them whose total less a fee of at most 5 % is the line.
 */
export async function cardSettlement(db: AppDatabase, lineId: string): Promise<CardSettlement> {
  const line = await lineOf(db, lineId);
  if (!line) throw notFound(FINANCE_MESSAGES.lineNotFound);
  if (toCents(line.amount) <= 0n) throw badRequest(CARD_PAYMENT_MESSAGES.notASettlement);
  const payments = await queryRows<SettleablePayment>(
    db,
    sql`select c.id, c.kind, c.payment_reference, ${settledAmount}::text as amount, c.decided_at,
          coalesce(c.intent ->> 'payerName', nullif(p.full_name, ''), c.intent ->> 'contributorName') as payer_name
        from card_payments c left join profiles p on p.user_id = c.payer_id
        where ${SETTLEABLE} and ${clubDate(sql`c.decided_at`)} <= ${line.posted_on}::date
        order by c.decided_at, c.id limit 1000`,
  );
  const net = toCents(line.amount);
  let gross = 0n;
  let suggested: string[] = [];
  for (const [index, payment] of payments.entries()) {
    gross += toCents(payment.amount);
    if (gross >= net && (gross - net) * 100n <= gross * LARGEST_FEE_PERCENT) {
      suggested = payments.slice(0, index + 1).map((each) => each.id);
      break;
    }
    if ((gross - net) * 100n > gross * LARGEST_FEE_PERCENT) break;
  }
  return {
    lineId: line.id,
    amount: line.amount,
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      paymentReference: payment.payment_reference,
      payerName: payment.payer_name,
      amount: payment.amount,
      confirmedAt: new Date(payment.decided_at).toISOString(),
    })),
    suggested,
  };
}

/**
 * Matches a credit line as the gateway's settlement of the card payments chosen, in one transaction named for the
 * actor: the line and the payments locked (two clicks settle once), the entry posted (the line's bank account and
 * the fee the gateway kept, against the card clearing account for the payments' total), and the payments marked
 * settled by the match; undoing the match reverses the entry and leaves them to be settled again.
 */
export async function settleCardPayments(db: AppDatabase, actor: Viewer, lineId: string, ids: readonly string[]) {
  return asActor(db, actor, async (tx) => {
    const line = await lineOf(tx, lineId, true);
    if (!line) throw notFound(FINANCE_MESSAGES.lineNotFound);
    if (toCents(line.amount) <= 0n) throw badRequest(CARD_PAYMENT_MESSAGES.notASettlement);
    if (await isMatched(tx, line.id)) throw conflict(FINANCE_MESSAGES.alreadyMatched);
    const through = await lockedThrough(tx);
    if (through && line.posted_on <= through) throw badRequest(FINANCE_MESSAGES.periodClosed(through));
    const unique = [...new Set(ids)];
    const payments = await queryRows<{ id: string; amount: string }>(
      tx,
      sql`select c.id, ${settledAmount}::text as amount from card_payments c
          where c.id in (${sql.join(
            unique.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${SETTLEABLE}
          order by c.id for update`,
    );
    if (payments.length !== unique.length) throw conflict(CARD_PAYMENT_MESSAGES.paymentsChanged);
    const gross = payments.reduce((total, payment) => total + toCents(payment.amount), 0n);
    const fee = gross - toCents(line.amount);
    if (fee < 0n) throw badRequest(CARD_PAYMENT_MESSAGES.lessThanLine);
    // More kept than a gateway's fee: not this line's payments (the difference would hide missing money).
    if (fee * 100n > gross * LARGEST_FEE_PERCENT) throw badRequest(CARD_PAYMENT_MESSAGES.feeTooLarge);
    const matchId = randomUUID();
    const entry = await postEntry(tx, {
      transactionDate: line.posted_on,
      description: `Card settlement of ${payments.length} payment${payments.length === 1 ? '' : 's'}`,
      source: { type: 'statement_line', id: matchId },
      createdBy: actor.userId,
      lines: [
        { accountId: line.account_id, debit: line.amount },
        ...(fee > 0n ? [{ accountId: await accountFor(tx, 'card_fees'), debit: fromCents(fee) }] : []),
        { accountId: await accountFor(tx, 'card_clearing'), credit: fromCents(gross) },
      ],
    });
    await tx.execute(
      sql`insert into bank_statement_matches (id, line_id, kind, target_id, confirmed_payment, matched_by)
          values (${matchId}, ${line.id}, 'journal', ${entry.id}, true, ${actor.userId})`,
    );
    await tx.execute(
      sql`update card_payments set settlement_match_id = ${matchId}
          where id in (${sql.join(
            unique.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return { gross: fromCents(gross), fee: fromCents(fee), entryId: entry.id };
  });
}
