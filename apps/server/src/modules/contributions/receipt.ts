import type { contributions } from '../../db/schema';
import { textsIn } from '../../platform/texts';
import { type PaymentReceipt, receiptMail, receiptRows } from '../finance/service';

type Contribution = typeof contributions.$inferSelect;

/**
 * A contribution's receipt in the donor's language: what the donor is mailed on confirmation, and what staff
 * download later (void once the contribution is reversed).
 */
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
    | 'language'
  >,
  receiptNumber: string,
  confirmed: { at: Date; byName: string | null },
): PaymentReceipt {
  const texts = textsIn(row.language);
  const { t } = texts;
  const rows = receiptRows(texts, {
    receiptNumber,
    paymentReference: row.paymentReference,
    receivedFrom: row.contributorName,
    about: [[t('documents.receipt.contribution'), row.typeName]],
    amount: row.amount,
    method: row.paymentMethod === 'cash' ? 'cash' : row.paymentMethod === 'card' ? 'card' : 'transfer',
    confirmed,
  });
  if (row.reversalReason !== null) rows.push([t('documents.receipt.reversalReason'), row.reversalReason]);
  return {
    ...receiptMail(texts, 'contributionReceipt', row.contributorEmail, receiptNumber, {
      name: row.contributorName,
      amount: texts.money(row.amount),
      type: row.typeName,
      reference: texts.ltr(row.paymentReference),
    }),
    heading: t('documents.receipt.contributionHeading'),
    rows,
    closing: t('documents.receipt.contributionClosing', { club: texts.club }),
    voidNotice: row.reversalReason === null ? null : t('documents.receipt.contributionVoid'),
  };
}
