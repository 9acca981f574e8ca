import type { CardGatewayMode, CardPaymentKind, CardPaymentState } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, queryRows, sqlPageOf } from '../../db/client';

export interface CardPaymentRow {
  id: string;
  kind: CardPaymentKind;
  payment_reference: string;
  intent: Record<string, string>;
  amount: string;
  currency: string;
  payer_id: string | null;
  transaction_id: string | null;
  state: CardPaymentState;
  item_id: string | null;
  settlement_match_id: string | null;
  payment_url: string | null;
  held_amount: string | null;
  created_at: Date;
}

const columns = sql`id, kind, payment_reference, intent, amount::text, currency, payer_id, transaction_id, state,
  item_id, settlement_match_id, payment_url, held_amount::text, created_at`;

export async function gatewaySettings(db: AppDatabase) {
  const [row] = await queryRows<{ enabled: boolean; mode: CardGatewayMode; api_key_sealed: string | null }>(
    db,
    sql`select enabled, mode, api_key_sealed from card_gateway where id = 'bml'`,
  );
  return row ?? null;
}

export async function saveGatewaySettings(
  db: AppDatabase,
  values: { enabled: boolean; mode: CardGatewayMode; apiKeySealed: string | null },
) {
  await db.execute(
    sql`insert into card_gateway (id, enabled, mode, api_key_sealed, updated_at)
        values ('bml', ${values.enabled}, ${values.mode}, ${values.apiKeySealed}, now())
        on conflict (id) do update set enabled = excluded.enabled, mode = excluded.mode, updated_at = now(),
          api_key_sealed = coalesce(excluded.api_key_sealed, card_gateway.api_key_sealed)`,
  );
}

export async function insertCardPayment(
  db: AppDatabase,
  values: {
    kind: CardPaymentKind;
    paymentReference: string;
    intent: Record<string, string>;
    amount: string;
    payerId: string | null;
  },
) {
  const [row] = await queryRows<CardPaymentRow>(
    db,
    sql`insert into card_payments (kind, payment_reference, intent, amount, payer_id)
        values (${values.kind}, ${values.paymentReference}, ${JSON.stringify(values.intent)}::jsonb, ${values.amount},
          ${values.payerId})
        returning ${columns}`,
  );
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export const setTransaction = (db: AppDatabase, id: string, transaction: { transactionId: string; url: string }) =>
  db.execute(
    sql`update card_payments set transaction_id = ${transaction.transactionId}, payment_url = ${transaction.url}
        where id = ${id}`,
  );

/**
 * The payer's payment of this item started in the last half hour and still on the bank's page (a second tap on
 * "Pay now" is sent to the same page), the item locked meanwhile so that two taps at once start one.
 */
export async function startedPaymentOf(
  db: AppDatabase,
  item: { paymentReference: string; amount: string; payerId: string },
) {
  const { paymentReference } = item;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`card:${paymentReference}`}, 0))`);
  const [row] = await queryRows<CardPaymentRow>(
    db,
    sql`select ${columns} from card_payments
        where payment_reference = ${paymentReference} and payer_id = ${item.payerId} and amount = ${item.amount}
          and state = 'started'
          and created_at > now() - interval '30 minutes'
        order by created_at desc limit 1`,
  );
  return row ?? null;
}

export const markRefunded = (db: AppDatabase, id: string, by: { userId: string; reason: string }) =>
  db.execute(
    sql`update card_payments set state = 'refunded', refunded_by = ${by.userId}, refund_reason = ${by.reason}
        where id = ${id} and state in ('confirmed', 'unapplied')`,
  );

export const setConfirmationEntries = (db: AppDatabase, id: string, entryIds: readonly string[]) =>
  db.execute(
    sql`update card_payments set confirmation_entry_ids = ${`{${entryIds.join(',')}}`}::uuid[] where id = ${id}`,
  );

/** Card payments a settlement can pay out: confirmed ones (their amount) and unapplied ones (what the bank took). */
export const SETTLEABLE = sql`(c.state = 'confirmed' or (c.state = 'unapplied' and c.held_amount is not null))
  and c.settlement_match_id is null`;
export const settledAmount = sql`coalesce(c.held_amount, c.amount)`;

export const markCardPayment = (
  db: AppDatabase,
  id: string,
  state: Exclude<CardPaymentState, 'started'>,
  itemId: string | null = null,
) =>
  db.execute(
    sql`update card_payments set state = ${state}, item_id = ${itemId}, decided_at = now()
        where id = ${id} and state = 'started'`,
  );

export async function findCardPayment(db: AppDatabase, by: { id: string } | { transactionId: string }) {
  const [row] = await queryRows<CardPaymentRow>(
    db,
    sql`select ${columns} from card_payments
        where ${'id' in by ? sql`id = ${by.id}` : sql`transaction_id = ${by.transactionId}`}`,
  );
  return row ?? null;
}

export async function lockCardPayment(db: AppDatabase, id: string) {
  const [row] = await queryRows<CardPaymentRow>(
    db,
    sql`select ${columns} from card_payments where id = ${id} for update`,
  );
  return row ?? null;
}

/** Takes a notification's nonce once: false when it was taken before (a replay). */
export async function takeNonce(db: AppDatabase, nonce: string) {
  const rows = await queryRows(
    db,
    sql`insert into card_gateway_notices (nonce) values (${nonce}) on conflict do nothing returning nonce`,
  );
  return rows.length > 0;
}

export const releaseNonce = (db: AppDatabase, nonce: string) =>
  db.execute(sql`delete from card_gateway_notices where nonce = ${nonce}`);

/** The card payments, newest first, of one state or all (searched by reference or the bank's transaction). */
export function staffCardPayments(
  db: AppDatabase,
  query: { page: number; pageSize: number; state?: CardPaymentState; search?: string },
) {
  const filters = [
    sql`true`,
    ...(query.state ? [sql`c.state = ${query.state}`] : []),
    ...(query.search
      ? [
          sql`(c.payment_reference ilike ${likePattern(query.search)} or c.transaction_id ilike ${likePattern(query.search)})`,
        ]
      : []),
  ];
  return sqlPageOf<{
    id: string;
    kind: CardPaymentKind;
    state: CardPaymentState;
    amount: string;
    payment_reference: string;
    payer_name: string | null;
    transaction_id: string | null;
    created_at: Date;
    decided_at: Date | null;
    settled: boolean;
    held_amount: string | null;
  }>(
    db,
    {
      columns: sql`c.id, c.kind, c.state, c.amount::text, c.payment_reference, c.transaction_id, c.created_at,
        c.decided_at, c.settlement_match_id is not null as settled, c.held_amount::text,
        coalesce(c.intent ->> 'payerName', nullif(p.full_name, ''), u.name, c.intent ->> 'contributorName') as payer_name`,
      from: sql`card_payments c left join "user" u on u.id = c.payer_id left join profiles p on p.user_id = c.payer_id`,
      where: sql.join(filters, sql` and `),
      orderBy: sql`c.created_at desc, c.id`,
    },
    query,
  );
}

/** Payments whose bank page never came back to the portal (its call ended half-way): failed after ten minutes. */
export const failUnstarted = (db: AppDatabase) =>
  db.execute(
    sql`update card_payments set state = 'failed', decided_at = now()
        where state = 'started' and transaction_id is null and created_at < now() - interval '10 minutes'`,
  );

/** Payments on the bank's page for more than a quarter of an hour and less than three days, oldest first. */
export const paymentsStillStarted = (db: AppDatabase) =>
  queryRows<CardPaymentRow>(
    db,
    sql`select ${columns} from card_payments
        where state = 'started' and transaction_id is not null
          and created_at < now() - interval '15 minutes' and created_at > now() - interval '3 days'
        order by created_at limit 200`,
  );
