import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inkMask, overlap, PixelLab } from '../test/pdf-pixels';
import { createPdfDocument, type PdfDocument, pdfBuffer, writeText } from './pdf';

/**
 * Pixels, not text extraction: a line of Dhivehi drawn by the PDF helper, turned into an image by
 * poppler's pdftoppm, against Chromium's rendering of the same text in the same font (direction rtl).
 */
const DHIVEHI = 'ދިވެހި ރާއްޖެ';
const MIXED = 'ދިވެހި Maldives ރާއްޖެ 2026';

describe('PDF text in Thaana (right to left) and Latin', () => {
  let lab: PixelLab;
  beforeAll(async () => {
    lab = await PixelLab.open();
  });
  afterAll(() => lab?.close());

  async function pdfPng(draw: (doc: PdfDocument) => void, name: string) {
    const doc = await createPdfDocument({ size: [600, 120], margin: 20 });
    const bytes = pdfBuffer(doc);
    draw(doc);
    doc.end();
    return lab.pdfPng(await bytes, name);
  }

  for (const [label, text] of [
    ['a Dhivehi line', DHIVEHI],
    ['Dhivehi with an English word and a number', MIXED],
  ] as const) {
    it(`draws ${label} as Chromium does, where pdfkit alone does not`, async () => {
      const chromiumImage = await lab.chromiumPng(text);
      const reference = await inkMask(chromiumImage);
      const ours = await inkMask(await pdfPng((doc) => writeText(doc, text, { x: 20, width: 560, size: 28 }), 'ours'));
      const plain = await inkMask(
        await pdfPng((doc) => {
          doc.font('regular-thaana').fontSize(28).text(text, 20, 20, { width: 560, align: 'right' });
        }, 'plain'),
      );
      const oursScore = overlap(ours, reference);
      const plainScore = overlap(plain, reference);
      process.stdout.write(`${label}: helper ${oursScore.toFixed(2)}, pdfkit alone ${plainScore.toFixed(2)}\n`);
      expect(oursScore).toBeGreaterThan(0.65);
      expect(oursScore).toBeGreaterThan(plainScore + 0.3);
    });
  }

  it('wraps a long paragraph within the width and keeps Latin text left to right', async () => {
    const doc = await createPdfDocument({ size: 'A5', margin: 40 });
    const bytes = pdfBuffer(doc);
    doc.y = 40;
    writeText(doc, `${DHIVEHI} `.repeat(20), { x: 40, width: 300, size: 12 });
    const afterDhivehi = doc.y;
    writeText(doc, 'Receipt for Aminath Shifa, MVR 1,250.00', { x: 40, width: 300, size: 12 });
    doc.end();
    expect((await bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // Twenty repetitions do not fit on one 300 pt line: the paragraph wraps onto several.
    expect(afterDhivehi - 40).toBeGreaterThan(12 * 1.45 * 2);
    expect(doc.y - afterDhivehi).toBeCloseTo(12 * 1.45, 5);
  });
});
