import {
  CARD_PAYMENT_MESSAGES,
  type CardGatewaySettings,
  type CardPayment,
  type CardPaymentKind,
  type cardPaymentsQuery,
  clubDay,
  type PaymentMatchKind,
  type StartCardPayment,
  toCents,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs';
import { assertFreshSecondFactor } from '../../platform/second-factor';
import type { SecretBox } from '../../platform/totp';
import { BmlConnect, type CardGateway, type GatewayTransaction } from './card-gateway';
import { holdForPayer } from './card-holds';
import {
  type CardPaymentRow,
  failUnstarted,
  findCardPayment,
  gatewaySettings,
  insertCardPayment,
  lockCardPayment,
  markCardPayment,
  markRefunded,
  paymentsStillStarted,
  releaseNonce,
  saveGatewaySettings,
  setConfirmationEntries,
  setTransaction,
  staffCardPayments,
  startedPaymentOf,
  takeNonce,
} from './card-payment-repository';
import { accountFor, postEntry } from './ledger';
import { confirmationEntryIds, moveBankMoney, type OpenItem, type PayableDeps, type Payables } from './payables';
import { CARD_GATEWAY_ACTOR } from './payment-decisions';

/**
 * What a module is owed that can be paid by card (decision 048), registered when the app is assembled like its
 * `Payable`: the viewer's open item (theirs, open, its reference and amount), and what confirming it does.
 */
export interface CardPayable<Kind extends CardPaymentKind = CardPaymentKind> {
  kind: Kind;
  /** The kind of its `Payable`, whose ledger entries a confirmation posts (a donation is a contribution). */
  payable: PaymentMatchKind;
  /** The viewer's item to pay: 404 when it is not theirs, 409 when it is paid or sent already. */
  prepare(
    deps: PayableDeps,
    /** Null: someone not signed in (a donor); a kind that is someone's own item answers 401. */
    viewer: Viewer | null,
    request: Extract<StartCardPayment, { kind: Kind }>,
  ): Promise<{ paymentReference: string; amount: string; intent: Record<string, string> }>;
  /**
   * Takes the item's payment back for a refund, if its kind does more than its `Payable`'s reversal (an order is
   * cancelled, its stock returned); false when there was nothing to take back.
   */
  refund?(deps: PayableDeps, actor: Viewer, itemId: string, reason: string): Promise<boolean>;
  /** Opens the item if it was only offered and confirms it as paid by card, in `deps.db`; the item's id. */
  confirm(
    deps: PayableDeps,
    actor: Viewer,
    payment: { paymentReference: string; amount: string; intent: Record<string, string>; payerId: string | null },
  ): Promise<string>;
}

/** One registration per kind that can be paid by card. */
export type CardPayables = { [Kind in CardPaymentKind]: CardPayable<Kind> };

/** The request's item, as the payable of its kind says (the record's kinds and the requests' correspond). */
function prepareItem<Kind extends CardPaymentKind>(
  deps: CardPaymentDeps,
  viewer: Viewer | null,
  request: Extract<StartCardPayment, { kind: Kind }>,
) {
  const payable: CardPayable<Kind> = deps.cardPayables[request.kind as Kind];
  return payable.prepare(deps, viewer, request);
}

export type CardPaymentDeps = PayableDeps & {
  payables: Payables;
  cardPayables: CardPayables;
  secrets: SecretBox;
  /** CARD_GATEWAY_URL: the bank's API elsewhere (a test double, a proxy). */
  gatewayUrl?: string;
  /** Card payments started per person (or address) in the submission window. */
  submissionRateLimit: number;
};

/**
 * The gateway as the admin set it up: for new payments only while card payments are on; for payments already
 * started (their notifications, the payer's return) whenever a key is kept, so turning card payments off strands
 * nobody's money. Null when no key can be opened.
 */
async function gatewayOf(deps: CardPaymentDeps, use: 'new' | 'started'): Promise<CardGateway | null> {
  const settings = await gatewaySettings(deps.db);
  if (!settings?.api_key_sealed || (use === 'new' && !settings.enabled)) return null;
  const apiKey = deps.secrets.open(settings.api_key_sealed);
  return apiKey ? new BmlConnect(apiKey, settings.mode, deps.gatewayUrl) : null;
}

/** Whether card payments are on (a key kept and turned on), without opening the key: what a checkout offers. */
export async function cardPaymentsOn(db: AppDatabase) {
  const settings = await gatewaySettings(db);
  return !!settings?.enabled && !!settings.api_key_sealed;
}

export async function cardPaymentsAvailable(deps: CardPaymentDeps) {
  return { enabled: (await gatewayOf(deps, 'new')) !== null };
}

export async function cardGatewaySettings(deps: CardPaymentDeps): Promise<CardGatewaySettings> {
  const settings = await gatewaySettings(deps.db);
  return {
    enabled: settings?.enabled ?? false,
    mode: settings?.mode ?? 'test',
    hasApiKey: !!settings?.api_key_sealed,
    apiKeyUnreadable: !!settings?.api_key_sealed && deps.secrets.open(settings.api_key_sealed) === null,
    notificationUrl: `${deps.publicUrl}/api/payments/card/notifications`,
  };
}

export async function saveCardGateway(
  deps: CardPaymentDeps,
  actor: Viewer,
  input: { enabled: boolean; mode: 'test' | 'live'; apiKey?: string | undefined },
) {
  // The keys that take the members' money: the second factor again.
  assertFreshSecondFactor(actor);
  const kept = await gatewaySettings(deps.db);
  if (input.enabled && !input.apiKey && !kept?.api_key_sealed)
    throw badRequest(CARD_PAYMENT_MESSAGES.noApiKey, { apiKey: [CARD_PAYMENT_MESSAGES.noApiKey] });
  await asActor(deps.db, actor, async (tx) => {
    await saveGatewaySettings(tx, {
      enabled: input.enabled,
      mode: input.mode,
      apiKeySealed: input.apiKey ? deps.secrets.seal(input.apiKey) : null,
    });
    // Recorded here rather than by the table's trigger: the sealed key stays out of the audit log.
    await recordAudit(tx, actor, {
      action: 'card_gateway.update',
      entityType: 'card_gateway',
      entityId: 'bml',
      before: kept ? { enabled: kept.enabled, mode: kept.mode } : null,
      after: { enabled: input.enabled, mode: input.mode, ...(input.apiKey ? { api_key: 'replaced' } : {}) },
    });
  });
}

const presented = (row: CardPaymentRow): CardPayment => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  amount: row.amount,
  paymentReference: row.payment_reference,
  memberId: row.intent.memberId ?? null,
  eventId: row.intent.eventId ?? null,
  orderId: row.intent.orderId ?? null,
});

/**
 * The payer starts paying an open item: the module says what it is and what it costs, the gateway makes the
 * payment page. Nothing about the item changes until the bank confirms.
 */
export async function startCardPayment(deps: CardPaymentDeps, viewer: Viewer | null, request: StartCardPayment) {
  const gateway = await gatewayOf(deps, 'new');
  if (!gateway) throw conflict(CARD_PAYMENT_MESSAGES.unavailable);
  const item = await prepareItem(deps, viewer, request);
  const values = { kind: request.kind, ...item, payerId: viewer?.userId ?? null };
  const begun: { started: CardPaymentRow | null; payment: CardPaymentRow | null } = viewer
    ? await asActor(deps.db, viewer, async (tx) => {
        const started = await startedPaymentOf(tx, { ...item, payerId: viewer.userId });
        return { started, payment: started ? null : await insertCardPayment(tx, values) };
      })
    : { started: null, payment: await insertCardPayment(deps.db, values) };
  // A second tap on "Pay now" while the first payment is on the bank's page: that same page, not a second charge.
  const { started, payment } = begun;
  if (started) {
    if (!started.payment_url) throw conflict(CARD_PAYMENT_MESSAGES.alreadyStarting);
    return { id: started.id, redirectUrl: started.payment_url };
  }
  if (!payment) throw new Error('card payment not started');
  try {
    const created = await gateway.createPayment({
      amount: item.amount,
      localId: payment.id,
      customerReference: item.paymentReference,
      redirectUrl: `${deps.publicUrl}/payments/card/${payment.id}`,
    });
    await setTransaction(deps.db, payment.id, created);
    return { id: payment.id, redirectUrl: created.url };
  } catch (error) {
    await markCardPayment(deps.db, payment.id, 'failed');
    throw error;
  }
}

/** What the gateway's transaction says of this payment: confirmed only for the same amount in MVR, for it. */
function verdict(row: CardPaymentRow, transaction: GatewayTransaction) {
  if (transaction.state === 'pending') return null;
  // Given back before the portal heard it was paid: nothing is paid by it.
  if (transaction.state === 'refunded') return 'cancelled';
  if (transaction.state !== 'confirmed') return transaction.state;
  const same =
    transaction.currency === row.currency &&
    transaction.amount !== null &&
    toCents(transaction.amount) === toCents(row.amount) &&
    (transaction.localId === null || transaction.localId === row.id);
  // The bank took money, but not what this payment asked for: it is the payer's to be given back, never confirmed.
  return same ? 'confirmed' : 'unapplied';
}

/**
 * Asks the gateway where the payment stands and acts on it once: a confirmation runs the module's own payment
 * decision (fee, ledger into the card clearing account, receipt mailed) in the name of the gateway; a failure
 * or cancellation leaves the item open. The payment's row is locked while it is decided, so a notification and
 * a query arriving together, or the same notification twice, confirm once.
 */
async function settle(deps: CardPaymentDeps, gateway: CardGateway, row: CardPaymentRow) {
  if (row.state !== 'started' || !row.transaction_id) return row;
  const transaction = await gateway.transaction(row.transaction_id);
  const outcome = verdict(row, transaction);
  if (!outcome) return row;
  await deps.db.transaction(async (tx) => {
    const locked = await lockCardPayment(tx, row.id);
    if (locked?.state !== 'started') return;
    if (outcome !== 'confirmed') {
      await asActor(tx, CARD_GATEWAY_ACTOR, async (audited) => {
        await markCardPayment(audited, row.id, outcome);
        const taken = takenInMvr(transaction);
        if (outcome === 'unapplied' && taken) await holdForPayer(audited, row, taken, CARD_GATEWAY_ACTOR.userId);
      });
      return;
    }
    let itemId: string | null = null;
    try {
      itemId = await tx.transaction(async (inner) => {
        const paid = await deps.cardPayables[row.kind].confirm({ ...deps, db: inner }, CARD_GATEWAY_ACTOR, {
          paymentReference: row.payment_reference,
          amount: row.amount,
          intent: row.intent,
          payerId: row.payer_id,
        });
        // The money waits in the card clearing account until the bank pays it out.
        const payable = deps.payables.of(deps.cardPayables[row.kind].payable);
        await moveBankMoney(inner, payable, paid, await accountFor(inner, 'card_clearing'));
        await setConfirmationEntries(inner, row.id, await confirmationEntryIds(inner, payable, paid));
        return paid;
      });
    } catch (error) {
      // The item was paid or closed meanwhile (its slip confirmed first, its place released): the money is the
      // payer's to be given back, and the bank is not asked to notify again and again.
      if (!(error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409))) throw error;
    }
    await asActor(tx, CARD_GATEWAY_ACTOR, async (audited) => {
      await markCardPayment(audited, row.id, itemId ? 'confirmed' : 'unapplied', itemId);
      const taken = takenInMvr(transaction);
      if (!itemId && taken) await holdForPayer(audited, row, taken, CARD_GATEWAY_ACTOR.userId);
    });
  });
  return (await findCardPayment(deps.db, { id: row.id })) ?? row;
}

/** What the bank took for a payment that pays nothing, in MVR: held for the payer (another currency is not booked). */
const takenInMvr = (transaction: GatewayTransaction) =>
  transaction.currency === 'MVR' && transaction.amount !== null && toCents(transaction.amount) > 0n
    ? transaction.amount
    : null;

/**
 * The payer's own card payment (404 for anyone else), asked of the gateway again while it is on its way. A payment
 * started by someone not signed in (a donor) is theirs who hold its id, which only the bank's return gave them.
 */
export async function ownCardPayment(deps: CardPaymentDeps, viewer: Viewer | null, id: string) {
  const row = await findCardPayment(deps.db, { id });
  if (!row || (row.payer_id !== null && row.payer_id !== viewer?.userId))
    throw notFound(CARD_PAYMENT_MESSAGES.notFound);
  const gateway = row.state === 'started' ? await gatewayOf(deps, 'started') : null;
  if (!gateway) return presented(row);
  try {
    return presented(await settle(deps, gateway, row));
  } catch (error) {
    // The bank unreachable just now: the payment is shown as it stands; its notification will come.
    if (error instanceof HttpError && error.statusCode === 503) return presented(row);
    throw error;
  }
}

/**
 * The gateway's notification: its signature is checked before its body is read, its nonce is taken once, and
 * it only says which transaction changed; what changed is asked of the gateway.
 */
export async function takeNotification(
  deps: CardPaymentDeps,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
) {
  const gateway = await gatewayOf(deps, 'started');
  if (!gateway) throw notFound(CARD_PAYMENT_MESSAGES.notFound);
  const signed = gateway.verifyNotification(headers);
  if (!signed) throw unauthorized(CARD_PAYMENT_MESSAGES.badSignature);
  if (!(await takeNonce(deps.db, signed.nonce))) throw conflict(CARD_PAYMENT_MESSAGES.replayed);
  const transactionId =
    body && typeof body === 'object' && 'transactionId' in body && typeof body.transactionId === 'string'
      ? body.transactionId
      : null;
  const row = transactionId ? await findCardPayment(deps.db as AppDatabase, { transactionId }) : null;
  // A transaction the portal did not start (the merchant's other sales) is none of its business.
  if (!row) return;
  try {
    await settle(deps, gateway, row);
  } catch (error) {
    // Not decided (the bank unreachable, the database away): the nonce is given back, so the bank's retry of this
    // same notification is taken, not refused as a replay.
    await releaseNonce(deps.db, signed.nonce);
    throw error;
  }
}

/**
 * Staff record a confirmed card payment's refund (the second factor again): the gateway gives the money back, or
 * (BML Connect, which has no refund call) shows it given back in the bank's merchant portal; then the module takes
 * its item's payment back by its own reversal (the receipt void, the ledger reversed) in one transaction with the
 * payment marked refunded, so two clicks refund once. Not paid out yet, the reversal takes the money out of the card
 * clearing account, where the confirmation put it; paid out, the bank takes it from the club's account.
 */
export async function refundCardPayment(deps: CardPaymentDeps, actor: Viewer, id: string, reason: string) {
  assertFreshSecondFactor(actor);
  const row = await findCardPayment(deps.db, { id });
  if (!row) throw notFound(CARD_PAYMENT_MESSAGES.notFound);
  if (!row.transaction_id || !refundable(row)) throw conflict(CARD_PAYMENT_MESSAGES.notRefundable);
  const gateway = await gatewayOf(deps, 'started');
  if (!gateway) throw conflict(CARD_PAYMENT_MESSAGES.unavailable);
  if (!(await gateway.refund(row.transaction_id))) throw conflict(CARD_PAYMENT_MESSAGES.refundAtBankFirst);
  await asActor(deps.db, actor, async (tx) => {
    let locked = await lockCardPayment(tx, row.id);
    if (!locked || locked.state !== row.state || !refundable(locked))
      throw conflict(CARD_PAYMENT_MESSAGES.notRefundable);
    // A confirmed payment's item is taken back first: its money is then held for the payer, as after any reversal.
    if (locked.state === 'confirmed') {
      await takeBackItem(deps, tx, actor, locked, reason);
      locked = await lockCardPayment(tx, row.id);
    }
    if (!locked?.held_amount) throw conflict(CARD_PAYMENT_MESSAGES.notRefundable);
    await giveBackHeld(tx, actor, locked, locked.held_amount);
    await markRefunded(tx, row.id, { userId: actor.userId, reason });
  });
  return presented((await findCardPayment(deps.db, { id })) ?? row);
}

/** A confirmed payment (its item's payment is taken back), or an unapplied one whose money the club holds. */
const refundable = (row: CardPaymentRow) =>
  (row.state === 'confirmed' && row.item_id !== null) || (row.state === 'unapplied' && row.held_amount !== null);

/** Money held for the payer given back: out of the card clearing account, or the bank's once it was paid out. */
async function giveBackHeld(tx: AppDatabase, actor: Viewer, row: CardPaymentRow, amount: string) {
  await postEntry(tx, {
    transactionDate: clubDay(),
    description: `Card payment ${row.payment_reference} given back to the payer`,
    referenceNumber: row.payment_reference,
    source: { type: 'card_refund', id: row.id },
    createdBy: actor.userId,
    lines: [
      { accountId: await accountFor(tx, 'payer_funds'), debit: amount },
      { accountId: await accountFor(tx, row.settlement_match_id ? 'bank' : 'card_clearing'), credit: amount },
    ],
  });
}

/** The item's payment taken back by its module's own reversal (receipt void, ledger reversed). */
async function takeBackItem(
  deps: CardPaymentDeps,
  tx: AppDatabase,
  actor: Viewer,
  row: CardPaymentRow,
  reason: string,
) {
  const itemId = row.item_id;
  if (!itemId) throw conflict(CARD_PAYMENT_MESSAGES.notRefundable);
  const { refund } = deps.cardPayables[row.kind];
  if (refund) {
    if (!(await refund({ ...deps, db: tx }, actor, itemId, reason)))
      throw conflict(CARD_PAYMENT_MESSAGES.notRefundable);
    return;
  }
  const payable = deps.payables.of(deps.cardPayables[row.kind].payable);
  const [item] = await queryRows<OpenItem>(tx, payable.items(sql`id = ${itemId}`));
  const context = { reason, amount: row.amount, postedOn: clubDay() };
  if (!item?.confirmed || !(await payable.reverse({ ...deps, db: tx }, actor, item, context)))
    throw conflict(CARD_PAYMENT_MESSAGES.notRefundable);
}

/**
 * Card payments whose outcome the portal never heard (the bank's notifications ran out, the portal was down): asked
 * of the gateway again from a quarter of an hour after they started, for three days; one whose bank page the portal
 * never got is marked failed. Answers how many were asked and how many the bank had decided.
 */
export async function sweepCardPayments(deps: CardPaymentDeps) {
  await asActor(deps.db, CARD_GATEWAY_ACTOR, (tx) => failUnstarted(tx));
  const gateway = await gatewayOf(deps, 'started');
  if (!gateway) return { asked: 0, decided: 0 };
  const waiting = await paymentsStillStarted(deps.db);
  let decided = 0;
  for (const row of waiting) {
    try {
      if ((await settle(deps, gateway, row)).state !== 'started') decided += 1;
    } catch (error) {
      // The bank unreachable: the next pass asks again.
      if (error instanceof HttpError && error.statusCode === 503) break;
      throw error;
    }
  }
  return { asked: waiting.length, decided };
}

export const scheduleCardPaymentSweep = (deps: CardPaymentDeps, log: FastifyBaseLogger) =>
  scheduleJob(
    deps.db,
    'card-payments',
    () => sweepCardPayments(deps),
    { firstAfterMs: 3 * 60 * 1000, everyMs: 15 * 60 * 1000 },
    log,
  );

/** The treasurer's list of card payments (the unapplied ones are money to give back). */
export async function cardPaymentsForStaff(deps: CardPaymentDeps, query: z.output<typeof cardPaymentsQuery>) {
  const { rows, total } = await staffCardPayments(deps.db, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      amount: row.amount,
      paymentReference: row.payment_reference,
      payerName: row.payer_name,
      transactionId: row.transaction_id,
      startedAt: new Date(row.created_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      settled: row.settled,
      heldAmount: row.held_amount,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
