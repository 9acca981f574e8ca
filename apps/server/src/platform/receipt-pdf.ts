import { directionOf, type Language } from '@club/shared';
import type { FastifyReply } from 'fastify';
import { createPdfDocument, pdfBuffer, writeClubHeading, writeText } from './pdf';
import { clubRegistrationNumber, textsIn } from './texts';

const TOP = 40;
const CLUB_NAME_SIZE = 18;
/** Where the receipt's heading line is drawn (points from the top), under the club's name. */
export const RECEIPT_PDF_HEADING = { top: TOP + CLUB_NAME_SIZE * 1.45 + 6, size: 11 } as const;

/**
 * A one-page A5 receipt: the club's name (and registration number), a heading, label/value rows (names and notes may be Dhivehi),
 * a VOID line when cancelled, and a closing line.
 */
export async function renderReceiptPdf(receipt: {
  receiptNumber: string;
  language: Language;
  heading: string;
  rows: [string, string][];
  /** Shown in large type when the receipt no longer stands (a voided payment, a reversed donation). */
  voidNotice: string | null;
  closing: string;
}): Promise<Buffer> {
  const texts = textsIn(receipt.language);
  const doc = await createPdfDocument({
    size: 'A5',
    margin: 40,
    info: { Title: texts.t('documents.receipt.title', { receiptNumber: receipt.receiptNumber }), Author: texts.club },
  });
  const bytes = pdfBuffer(doc);
  const left = 40;
  const width = doc.page.width - 80;
  doc.y = TOP;
  writeClubHeading(doc, texts, { x: left, width, size: CLUB_NAME_SIZE });
  const registration = clubRegistrationNumber();
  // The registration number, when the club gave one, sits in the gap above the heading.
  if (registration)
    writeText(doc, texts.t('documents.receipt.registrationNumber', { number: texts.ltr(registration) }), {
      x: left,
      width,
      size: 8,
      align: 'center',
      color: '#555',
    });
  doc.y = Math.max(doc.y + 4, RECEIPT_PDF_HEADING.top);
  writeText(doc, receipt.heading, { x: left, width, size: RECEIPT_PDF_HEADING.size, align: 'center' });
  if (receipt.voidNotice !== null) {
    doc.y += 8;
    writeText(doc, receipt.voidNotice, { x: left, width, size: 14, weight: 'bold', align: 'center' });
  }
  doc.y += 18;
  // Each row reads from the start of the line: the label first (on the right in Dhivehi), its value after it.
  const labelWidth = 110;
  const rightToLeft = directionOf(receipt.language) === 'rtl';
  const align = rightToLeft ? 'right' : 'left';
  const labelX = rightToLeft ? left + width - labelWidth : left;
  const valueX = rightToLeft ? left : left + labelWidth;
  for (const [label, value] of receipt.rows) {
    const top = doc.y;
    writeText(doc, label, { x: labelX, width: labelWidth, size: 10, weight: 'bold', align });
    const afterLabel = doc.y;
    doc.y = top;
    writeText(doc, value, { x: valueX, width: width - labelWidth, size: 10, align });
    doc.y = Math.max(doc.y, afterLabel) + 4;
  }
  doc.y += 24;
  writeText(doc, receipt.closing, { x: left, width, size: 9, align: 'center', color: '#555' });
  doc.end();
  return bytes;
}

/** Sends a receipt's PDF to open in the browser, never cached (a reversal or void changes it). */
export const sendReceiptPdf = (reply: FastifyReply, { pdf, receiptNumber }: { pdf: Buffer; receiptNumber: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="receipt-${receiptNumber}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
