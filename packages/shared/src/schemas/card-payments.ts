import { z } from 'zod';
import { paginated, paginationQuery } from './common';
import { cashContributionInputSchema } from './contributions';
import { MEMBERSHIP_PLANS } from './members';
import { REGISTRATION_TYPES } from './registrations';

/**
 * Paying by card or wallet on the bank's own page (decision 048): the portal asks the gateway for a payment of an
 * open item, sends the payer there, and confirms the item only from the gateway's signed notification or its own
 * query of the transaction, never from the payer's return.
 */
export const CARD_PAYMENT_KINDS = ['renewal', 'event', 'donation', 'order', 'registration'] as const;
export type CardPaymentKind = (typeof CARD_PAYMENT_KINDS)[number];

/**
 * Where a card payment stands: started (on the bank's page), confirmed, failed or cancelled (the item stays open),
 * or unapplied: the bank took the money but the item was paid or closed meanwhile (a slip confirmed first), so the
 * money is the payer's to be given back; refunded: confirmed, then given back through the bank and taken back in the
 * books.
 */
export const CARD_PAYMENT_STATES = ['started', 'confirmed', 'failed', 'cancelled', 'unapplied', 'refunded'] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

export const CARD_GATEWAY_MODES = ['test', 'live'] as const;
export type CardGatewayMode = (typeof CARD_GATEWAY_MODES)[number];

export const startCardPaymentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('renewal'),
    plan: z.enum(MEMBERSHIP_PLANS, 'Choose a plan'),
    /** A guardian paying their child's renewal. */
    member: z.uuid().optional(),
  }),
  /** The fee of the viewer's place at an event. */
  z.object({ kind: z.literal('event'), event: z.uuid() }),
  /** A donation (signed in or not): the donation form's fields; nothing is kept until the bank confirms it. */
  cashContributionInputSchema.extend({ kind: z.literal('donation') }),
  /** The viewer's shop order placed to be paid by card. */
  z.object({ kind: z.literal('order'), order: z.uuid() }),
  /**
   * The fee of a membership or academy form just sent, signed in or not: named by the form's own submission key,
   * which only the browser that sent it holds.
   */
  z.object({ kind: z.literal('registration'), type: z.enum(REGISTRATION_TYPES), submissionKey: z.uuid() }),
]);
export type StartCardPayment = z.infer<typeof startCardPaymentSchema>;

export const cardPaymentStartedSchema = z.object({
  id: z.uuid(),
  /** The bank's payment page. */
  redirectUrl: z.url(),
});

export const cardPaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CARD_PAYMENT_KINDS),
  state: z.enum(CARD_PAYMENT_STATES),
  amount: z.string(),
  paymentReference: z.string(),
  /** Whose item it paid (a renewal's member), to try again on the same item. */
  memberId: z.uuid().nullable(),
  /** The event whose place it paid. */
  eventId: z.uuid().nullable(),
  /** The shop order it paid. */
  orderId: z.uuid().nullable(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const cardGatewayAvailableSchema = z.object({ enabled: z.boolean() });

export const cardGatewaySettingsSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(CARD_GATEWAY_MODES),
  /** The merchant's API key is kept sealed and never shown again: only whether one is kept. */
  hasApiKey: z.boolean(),
  /** A key is kept but cannot be opened (the server's auth secret changed, a restore on another server). */
  apiKeyUnreadable: z.boolean(),
  /** Where the bank sends its notifications: entered once in the bank's merchant portal. */
  notificationUrl: z.url(),
});
export type CardGatewaySettings = z.infer<typeof cardGatewaySettingsSchema>;

export const saveCardGatewaySchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(CARD_GATEWAY_MODES),
  /** Left out: the key kept stays. */
  apiKey: z.string().trim().min(16, 'Paste the API key from the bank’s merchant portal').max(500).optional(),
});

export const CARD_PAYMENT_MESSAGES = {
  notFound: 'Card payment not found.',
  unavailable: 'Card payments are not available. Pay by bank transfer instead.',
  gatewayUnreachable: 'The bank’s payment page could not be reached. Try again in a minute, or pay by bank transfer.',
  noApiKey: 'Enter the API key from the bank’s merchant portal before turning card payments on.',
  badSignature: 'The notification’s signature is not the bank’s.',
  replayed: 'This notification was received before.',
  saved: 'Card payment settings saved.',
  notASettlement: 'Only money coming in can be a card settlement.',
  paymentsChanged: 'Some of these card payments are settled already or no longer confirmed. Look again.',
  lessThanLine: 'The card payments chosen come to less than the line: choose the ones it pays out.',
  settled: 'Card settlement posted: the fee is in card payment fees.',
  feeTooLarge: 'The bank kept more than 5 % of these card payments: they are not the ones this line pays out.',
  notRefundable: 'Only a confirmed card payment can be refunded.',
  refundAtBankFirst:
    'The bank does not show this payment as refunded yet. Refund it in the bank’s merchant portal first, then record it here.',
  refunded: 'Refund recorded: the payment is taken back in the books.',
  alreadyStarting: 'This payment is being started already. Wait a moment.',
} as const;

/** Staff record a card payment's refund made through the bank (decision 048), with the reason. */
export const refundCardPaymentSchema = z.object({
  reason: z.string().trim().min(3, 'Say why the payment is refunded').max(500),
});

/** A credit line of the bank's statement as the gateway's settlement: the card payments it pays out, less a fee. */
export const cardSettlementSchema = z.object({
  lineId: z.uuid(),
  /** What reached the bank (the line). */
  amount: z.string(),
  /** Confirmed card payments not settled yet, paid on or before the line's day, oldest first. */
  payments: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(CARD_PAYMENT_KINDS),
      paymentReference: z.string(),
      payerName: z.string().nullable(),
      amount: z.string(),
      confirmedAt: z.string(),
    }),
  ),
  /** The oldest payments whose total less a fee of at most 5 % is the line, if some are. */
  suggested: z.array(z.uuid()),
});
export type CardSettlement = z.infer<typeof cardSettlementSchema>;

export const settleCardPaymentsSchema = z.object({
  cardPaymentIds: z.array(z.uuid()).min(1, 'Choose the card payments this line pays out').max(1000),
});

export const cardSettledSchema = z.object({ gross: z.string(), fee: z.string(), entryId: z.uuid() });

/** The card payments the treasurer sees: each with its bank transaction, where it stands and whether it is settled. */
export const cardPaymentsQuery = paginationQuery.extend({ state: z.enum(CARD_PAYMENT_STATES).optional() });

export const staffCardPaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CARD_PAYMENT_KINDS),
  state: z.enum(CARD_PAYMENT_STATES),
  amount: z.string(),
  paymentReference: z.string(),
  /** Who paid: the account's name, or the donor's as typed. */
  payerName: z.string().nullable(),
  transactionId: z.string().nullable(),
  startedAt: z.string(),
  decidedAt: z.string().nullable(),
  settled: z.boolean(),
  /** What the bank took for an unapplied payment, held for the payer until it is given back. */
  heldAmount: z.string().nullable(),
});
export type StaffCardPayment = z.infer<typeof staffCardPaymentSchema>;

export const staffCardPaymentsSchema = paginated(staffCardPaymentSchema);
