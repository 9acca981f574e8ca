import { CLUB } from '@club/shared';
import { createPdfDocument, pdfBuffer, writeText } from './pdf';

/**
 * A one-page A5 receipt: the club's name, a heading, label/value rows (names and notes may be Dhivehi),
 * a VOID line when cancelled, and a closing line.
 */
export function renderReceiptPdf(receipt: {
  receiptNumber: string;
  heading: string;
  rows: [string, string][];
  /** Shown in large type when the receipt no longer stands (a voided payment, a reversed donation). */
  voidNotice: string | null;
  closing: string;
}): Promise<Buffer> {
  const doc = createPdfDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `Receipt ${receipt.receiptNumber}`, Author: CLUB.name },
  });
  const bytes = pdfBuffer(doc);
  const left = 40;
  const width = doc.page.width - 80;
  doc.y = 40;
  writeText(doc, CLUB.name, { x: left, width, size: 18, weight: 'bold', align: 'center' });
  writeText(doc, receipt.heading, { x: left, width, size: 11, align: 'center' });
  if (receipt.voidNotice !== null) {
    doc.y += 8;
    writeText(doc, receipt.voidNotice, { x: left, width, size: 14, weight: 'bold', align: 'center' });
  }
  doc.y += 18;
  const labelWidth = 110;
  for (const [label, value] of receipt.rows) {
    const top = doc.y;
    writeText(doc, label, { x: left, width: labelWidth, size: 10, weight: 'bold' });
    const afterLabel = doc.y;
    doc.y = top;
    writeText(doc, value, { x: left + labelWidth, width: width - labelWidth, size: 10, align: 'left' });
    doc.y = Math.max(doc.y, afterLabel) + 4;
  }
  doc.y += 24;
  writeText(doc, receipt.closing, { x: left, width, size: 9, align: 'center', color: '#555' });
  doc.end();
  return bytes;
}
