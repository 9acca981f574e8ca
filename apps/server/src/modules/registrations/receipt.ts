import { type Language, PAYMENT_METHOD_LABELS } from '@club/shared';
import { renderReceiptPdf } from '../../platform/receipt-pdf';
import { textsIn } from '../../platform/texts';

export interface ReceiptData {
  /** The language the registration was sent in: the payer's receipt is printed in it. */
  language: Language | null;
  receiptNumber: string;
  formNumber: string;
  /** What the fee was to be paid with by bank transfer (forms sent before references have none). */
  paymentReference: string | null;
  payerName: string;
  registrationType: 'membership' | 'academy';
  amount: string;
  paymentMethod: string;
  paymentDate: Date;
  collectorName: string;
  notes: string | null;
  /** A voided payment's receipt says so, with the reason. */
  voidReason: string | null;
}

/** A one-page A5 receipt of a registration fee; names and notes may be in Dhivehi (Thaana) as well as English. */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const texts = textsIn(data.language);
  const { t } = texts;
  const method = PAYMENT_METHOD_LABELS[data.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS];
  const rows: [string, string][] = [
    [t('documents.receipt.receiptNumber'), texts.ltr(data.receiptNumber)],
    [t('documents.receipt.formNumber'), texts.ltr(data.formNumber)],
    ...(data.paymentReference
      ? [[t('documents.receipt.paymentReference'), texts.ltr(data.paymentReference)] as [string, string]]
      : []),
    [
      t('documents.receipt.registration'),
      t(data.registrationType === 'membership' ? 'documents.receipt.membershipFee' : 'documents.receipt.academyFee'),
    ],
    [t('documents.receipt.receivedFrom'), data.payerName],
    [t('documents.receipt.amount'), texts.money(data.amount)],
    [t('documents.receipt.paymentMethod'), method ? texts.message(method) : data.paymentMethod],
    [t('documents.receipt.date'), t('documents.receipt.maldivesTime', { dateTime: texts.dateTime(data.paymentDate) })],
    [t('documents.receipt.collectedBy'), data.collectorName],
  ];
  if (data.notes) rows.push([t('documents.receipt.notes'), data.notes]);
  if (data.voidReason !== null) rows.push([t('documents.receipt.voidReason'), data.voidReason]);
  return renderReceiptPdf({
    receiptNumber: data.receiptNumber,
    language: texts.language,
    heading: t('documents.receipt.feeHeading'),
    rows,
    voidNotice: data.voidReason === null ? null : t('documents.receipt.feeVoid'),
    closing: t('documents.receipt.feeClosing'),
  });
}
