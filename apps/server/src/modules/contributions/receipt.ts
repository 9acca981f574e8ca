import type { contributions } from '../../db/schema';
import { textsIn } from '../../platform/texts';
import { confirmationRows, type PaymentReceipt } from '../finance/service';

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
  const rows: [string, string][] = [
    [t('documents.receipt.receiptNumber'), texts.ltr(receiptNumber)],
    [t('documents.receipt.paymentReference'), texts.ltr(row.paymentReference)],
    [t('documents.receipt.receivedFrom'), row.contributorName],
    [t('documents.receipt.contribution'), row.typeName],
    [t('documents.receipt.amount'), texts.money(row.amount)],
    [
      t('documents.receipt.paymentMethod'),
      t(
        row.paymentMethod === 'cash'
          ? 'documents.receipt.cash'
          : row.paymentMethod === 'card'
            ? 'documents.receipt.card'
            : 'documents.receipt.bankTransfer',
      ),
    ],
    ...confirmationRows(texts, confirmed),
  ];
  if (row.reversalReason !== null) rows.push([t('documents.receipt.reversalReason'), row.reversalReason]);
  return {
    to: row.contributorEmail,
    language: texts.language,
    subject: t('mail.contributionReceipt.subject', { club: texts.club, receiptNumber: texts.ltr(receiptNumber) }),
    text: t('mail.contributionReceipt.body', {
      name: row.contributorName,
      amount: texts.money(row.amount),
      type: row.typeName,
      reference: texts.ltr(row.paymentReference),
      receiptNumber: texts.ltr(receiptNumber),
    }),
    heading: t('documents.receipt.contributionHeading'),
    rows,
    closing: t('documents.receipt.contributionClosing', { club: texts.club }),
    voidNotice: row.reversalReason === null ? null : t('documents.receipt.contributionVoid'),
  };
}
