import { CLUB, formatMvr, PAYMENT_METHOD_LABELS } from '@club/shared';
import { createPdfDocument, pdfBuffer, writeText } from '../../platform/pdf';

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

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: CLUB.timeZone, dateStyle: 'long', timeStyle: 'short' });

/** A one-page A5 receipt; names and notes may be in Dhivehi (Thaana) as well as English. */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `Receipt ${data.receiptNumber}`, Author: CLUB.name },
  });
  const bytes = pdfBuffer(doc);
  const left = 40;
  const width = doc.page.width - 80;
  doc.y = 40;
  writeText(doc, CLUB.name, { x: left, width, size: 18, weight: 'bold', align: 'center' });
  writeText(doc, 'Official Payment Receipt', { x: left, width, size: 11, align: 'center' });
  if (data.voidReason !== null) {
    doc.y += 8;
    writeText(doc, 'VOID: this payment was cancelled', { x: left, width, size: 14, weight: 'bold', align: 'center' });
  }
  doc.y += 18;
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
    ['Date', `${dateTime.format(data.paymentDate)} (Maldives time)`],
    ['Collected by', data.collectorName],
  ];
  if (data.notes) rows.push(['Notes', data.notes]);
  if (data.voidReason !== null) rows.push(['Void reason', data.voidReason]);
  const labelWidth = 110;
  for (const [label, value] of rows) {
    const top = doc.y;
    writeText(doc, label, { x: left, width: labelWidth, size: 10, weight: 'bold' });
    const afterLabel = doc.y;
    doc.y = top;
    writeText(doc, value, { x: left + labelWidth, width: width - labelWidth, size: 10, align: 'left' });
    doc.y = Math.max(doc.y, afterLabel) + 4;
  }
  doc.y += 24;
  writeText(doc, 'Thank you. Keep this receipt for your records.', {
    x: left,
    width,
    size: 9,
    align: 'center',
    color: '#555',
  });
  doc.end();
  return bytes;
}
