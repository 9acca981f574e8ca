import { formatClubDateTime, formatMvr, PAYMENT_METHOD_LABELS } from '@club/shared';
import { renderReceiptPdf } from '../../platform/receipt-pdf';

export interface ReceiptData {
  receiptNumber: string;
  formNumber: string;
  payerName: string;
  registrationKind: string;
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
  const rows: [string, string][] = [
    ['Receipt number', data.receiptNumber],
    ['Form number', data.formNumber],
    ['Registration', data.registrationKind],
    ['Received from', data.payerName],
    ['Amount', formatMvr(data.amount)],
    [
      'Payment method',
      PAYMENT_METHOD_LABELS[data.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? data.paymentMethod,
    ],
    ['Date', `${formatClubDateTime(data.paymentDate)} (Maldives time)`],
    ['Collected by', data.collectorName],
  ];
  if (data.notes) rows.push(['Notes', data.notes]);
  if (data.voidReason !== null) rows.push(['Void reason', data.voidReason]);
  return renderReceiptPdf({
    receiptNumber: data.receiptNumber,
    heading: 'Official Payment Receipt',
    rows,
    voidNotice: data.voidReason === null ? null : 'VOID: this payment was cancelled',
    closing: 'Thank you. Keep this receipt for your records.',
  });
}
