import { CLUB, formatMvr, PAYMENT_METHOD_LABELS } from '@club/shared';
import PDFDocument from 'pdfkit';

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
}

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: CLUB.timeZone, dateStyle: 'long', timeStyle: 'short' });

/** A one-page A5 receipt. */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 40,
      info: { Title: `Receipt ${data.receiptNumber}`, Author: CLUB.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(18).font('Helvetica-Bold').text(CLUB.name, { align: 'center' });
    doc.moveDown(0.3).fontSize(11).font('Helvetica').text('Official Payment Receipt', { align: 'center' });
    doc.moveDown(1.5);
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
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').fontSize(10).text(label, { continued: true, width: 330 });
      doc.font('Helvetica').text(`   ${value}`);
      doc.moveDown(0.4);
    }
    doc
      .moveDown(2)
      .fontSize(9)
      .fillColor('#555')
      .text('Thank you. Keep this receipt for your records.', { align: 'center' });
    doc.end();
  });
}
