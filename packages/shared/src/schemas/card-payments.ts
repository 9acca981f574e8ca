import { z } from 'zod';
import { MEMBERSHIP_PLANS } from './members';

/**
 * Paying by card or wallet on the bank's own page (decision 048): the portal asks the gateway for a payment of an
 * open item, sends the payer there, and confirms the item only from the gateway's signed notification or its own
 * query of the transaction, never from the payer's return.
 */
export const CARD_PAYMENT_KINDS = ['renewal'] as const;
export type CardPaymentKind = (typeof CARD_PAYMENT_KINDS)[number];

/** Where a card payment stands: started (on the bank's page), confirmed, or failed/cancelled (the item stays open). */
export const CARD_PAYMENT_STATES = ['started', 'confirmed', 'failed', 'cancelled'] as const;
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
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const cardGatewayAvailableSchema = z.object({ enabled: z.boolean() });

export const cardGatewaySettingsSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(CARD_GATEWAY_MODES),
  /** The merchant's API key is kept sealed and never shown again: only whether one is kept. */
  hasApiKey: z.boolean(),
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
} as const;
