import { CLUB, formatClubDateTime, formatMvr } from '@club/shared';
import type { contributions } from '../../db/schema';
import type { PaymentReceipt } from '../finance/payment-decisions';

type Contribution = typeof contributions.$inferSelect;

/** A contribution's receipt: what the donor is mailed on confirmation, and what staff download later. */
export function contributionReceipt(
  row: Pick<
    Contribution,
    | 'paymentReference'
    | 'contributorName'
    | 'contributorEmail'
    | 'typeName'
    | 'amount'
    | 'paymentMethod'
    | 'reversalReason'
  >,
  receiptNumber: string,
  confirmed: { at: Date; byName: string },
): PaymentReceipt {
  const rows: [string, string][] = [
    ['Receipt number', receiptNumber],
    ['Payment reference', row.paymentReference],
    ['Received from', row.contributorName],
    ['Contribution', row.typeName],
    ['Amount', formatMvr(row.amount)],
    ['Payment method', row.paymentMethod === 'cash' ? 'Cash' : 'Bank transfer'],
    ['Confirmed', `${formatClubDateTime(confirmed.at)} (Maldives time)`],
    ['Confirmed by', confirmed.byName],
  ];
  if (row.reversalReason !== null) rows.push(['Reversal reason', row.reversalReason]);
  return {
    to: row.contributorEmail,
    subject: `${CLUB.name}: receipt ${receiptNumber} for your contribution`,
    text:
      `Hello ${row.contributorName},\n\nWe have received your contribution of ${formatMvr(row.amount)} ` +
      `(${row.typeName}, reference ${row.paymentReference}). Thank you for your contribution!\n\n` +
      `Your receipt ${receiptNumber} is attached.\n`,
    heading: 'Contribution Receipt',
    rows,
    closing: `Thank you for supporting ${CLUB.name}.`,
  };
}

export const CONTRIBUTION_VOID_NOTICE = 'VOID: this contribution was reversed';
