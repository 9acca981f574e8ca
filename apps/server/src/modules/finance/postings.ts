import { clubDay, fromCents, type PostingRole, type RegistrationType, toCents } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { paymentRecords } from '../../db/schema';
import { holdCardMoneyTakenBack } from './card-holds';
import { accountFor, findPosting, type LedgerLine, moneyRoleFor, postEntry, postReversal } from './ledger';

/** A payment's confirmation taken back; had a card paid it, the money is held for the payer until it is given back. */
async function reverseConfirmation(
  tx: AppDatabase,
  original: { id: string; entryNumber: string },
  entry: Parameters<typeof postReversal>[2],
) {
  const reversal = await postReversal(tx, original, entry);
  await holdCardMoneyTakenBack(tx, original.id, entry.createdBy);
  return reversal;
}

/**
 * The postings the portal makes (registration fees; the shop and contributions call theirs), each inside
 * the transaction of its business event. Amounts are decimal strings; an entry's parts must add up.
 */

export interface OrderPayment {
  orderId: string;
  orderNumber: string;
  /** The club day the payment was confirmed. */
  date: string;
  paymentMethod: string;
  /** After sale prices, before tax. */
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  confirmedBy: string | null;
}

/** An order's payment confirmed: debit cash or bank the total; credit shop sales, shipping income and tax payable. */
export async function postOrderPayment(tx: AppDatabase, order: OrderPayment) {
  const parts = toCents(order.subtotal) + toCents(order.shipping) + toCents(order.tax);
  if (parts !== toCents(order.total))
    throw new Error(`order ${order.orderNumber}: parts ${fromCents(parts)} do not add up to the total ${order.total}`);
  // One query at a time: a transaction is one connection.
  const money = await accountFor(tx, moneyRoleFor(order.paymentMethod));
  const sales = await accountFor(tx, 'shop_sales');
  const shipping = await accountFor(tx, 'shipping_income');
  const tax = await accountFor(tx, 'tax_payable');
  const credits: LedgerLine[] = [
    { accountId: sales, credit: order.subtotal },
    { accountId: shipping, credit: order.shipping },
    { accountId: tax, credit: order.tax },
  ].filter((line) => line.credit !== '0.00');
  return postEntry(tx, {
    transactionDate: order.date,
    description: `Shop order ${order.orderNumber}`,
    referenceNumber: order.orderNumber,
    source: { type: 'order_payment', id: order.orderId },
    createdBy: order.confirmedBy,
    lines: [{ accountId: money, debit: order.total }, ...credits],
  });
}

/** An order cancelled after its payment was confirmed: the payment's entry is reversed, dated the cancellation. */
export async function postOrderCancellation(
  tx: AppDatabase,
  order: { orderId: string; orderNumber: string; date: string; cancelledBy: string | null },
) {
  const original = await findPosting(tx, 'order_payment', order.orderId);
  if (!original) return null;
  return reverseConfirmation(tx, original, {
    transactionDate: order.date,
    description: `Shop order ${order.orderNumber} cancelled`,
    referenceNumber: order.orderNumber,
    source: { type: 'order_cancellation', id: order.orderId },
    createdBy: order.cancelledBy,
  });
}

/** Whether an order's confirmed payment was ever taken back (it is then never confirmed again). */
export async function orderPaymentReversed(tx: AppDatabase, orderId: string) {
  return (await findPosting(tx, 'order_cancellation', orderId)) !== null;
}

/** A contribution confirmed by staff: debit cash or bank, credit donations. */
export async function postContribution(
  tx: AppDatabase,
  contribution: {
    id: string;
    reference: string;
    date: string;
    amount: string;
    paymentMethod: string;
    confirmedBy: string | null;
  },
) {
  const money = await accountFor(tx, moneyRoleFor(contribution.paymentMethod));
  const donations = await accountFor(tx, 'donations');
  return postEntry(tx, {
    transactionDate: contribution.date,
    description: `Contribution ${contribution.reference}`,
    referenceNumber: contribution.reference,
    source: { type: 'contribution', id: contribution.id },
    createdBy: contribution.confirmedBy,
    lines: [
      { accountId: money, debit: contribution.amount },
      { accountId: donations, credit: contribution.amount },
    ],
  });
}

type Payment = typeof paymentRecords.$inferSelect;

const FEE_ROLE = { membership: 'membership_fees', academy: 'academy_fees' } as const satisfies Record<
  RegistrationType,
  PostingRole
>;

/** A fee collected: debit cash or bank (by payment method), credit membership or academy fee income. */
export async function postFeeCollected(tx: AppDatabase, payment: Payment) {
  if (payment.amount === '0.00') return null; // a waived fee moves no money
  const money = await accountFor(tx, moneyRoleFor(payment.paymentMethod));
  const income = await accountFor(tx, FEE_ROLE[payment.registrationType]);
  return postEntry(tx, {
    transactionDate: clubDay(payment.paymentDate),
    description: payment.membershipId
      ? `Membership renewal, receipt ${payment.receiptNumber}`
      : `${payment.registrationType === 'membership' ? 'Membership' : 'Academy'} registration fee, receipt ${payment.receiptNumber}`,
    referenceNumber: payment.receiptNumber,
    source: { type: 'registration_payment', id: payment.id },
    createdBy: payment.collectedBy,
    lines: [
      { accountId: money, debit: payment.amount },
      { accountId: income, credit: payment.amount },
    ],
  });
}

/** A payment voided: the fee's entry is reversed, dated the day of the void. */
export async function postFeeVoided(tx: AppDatabase, payment: Payment, voidedBy: string, voidedAt: Date) {
  const original = await findPosting(tx, 'registration_payment', payment.id);
  if (!original) return null;
  return reverseConfirmation(tx, original, {
    transactionDate: clubDay(voidedAt),
    description: `Void of receipt ${payment.receiptNumber}: ${payment.voidReason ?? ''}`.trim(),
    referenceNumber: payment.receiptNumber,
    source: { type: 'registration_payment_void', id: payment.id },
    createdBy: voidedBy,
  });
}

/** A wrong confirmation undone: the contribution's entry is reversed, dated the day of the reversal. */
export async function postContributionReversal(
  tx: AppDatabase,
  contribution: { id: string; receiptNumber: string; reason: string; reversedBy: string; reversedAt: Date },
) {
  const original = await findPosting(tx, 'contribution', contribution.id);
  if (!original) throw new Error(`contribution ${contribution.id} has no posting to reverse`);
  return reverseConfirmation(tx, original, {
    transactionDate: clubDay(contribution.reversedAt),
    description: `Reversal of contribution receipt ${contribution.receiptNumber}: ${contribution.reason}`,
    referenceNumber: contribution.receiptNumber,
    source: { type: 'contribution_reversal', id: contribution.id },
    createdBy: contribution.reversedBy,
  });
}

/** An event's registration fee confirmed: debit the bank (it came by transfer), credit event fees. */
export async function postEventFee(
  tx: AppDatabase,
  fee: { registrationId: string; receiptNumber: string; date: string; amount: string; confirmedBy: string },
) {
  if (toCents(fee.amount) === 0n) return null;
  const money = await accountFor(tx, 'bank');
  const income = await accountFor(tx, 'event_fees');
  return postEntry(tx, {
    transactionDate: fee.date,
    description: `Event registration fee, receipt ${fee.receiptNumber}`,
    referenceNumber: fee.receiptNumber,
    source: { type: 'event_payment', id: fee.registrationId },
    createdBy: fee.confirmedBy,
    lines: [
      { accountId: money, debit: fee.amount },
      { accountId: income, credit: fee.amount },
    ],
  });
}

/** A confirmed event fee taken back: its entry is reversed, dated the day of the reversal. */
export async function postEventFeeReversal(
  tx: AppDatabase,
  fee: { registrationId: string; receiptNumber: string; reason: string; reversedBy: string; reversedAt: Date },
) {
  const original = await findPosting(tx, 'event_payment', fee.registrationId);
  if (!original) return null;
  return reverseConfirmation(tx, original, {
    transactionDate: clubDay(fee.reversedAt),
    description: `Reversal of event fee receipt ${fee.receiptNumber}: ${fee.reason}`.trim(),
    referenceNumber: fee.receiptNumber,
    source: { type: 'event_payment_reversal', id: fee.registrationId },
    createdBy: fee.reversedBy,
  });
}
