import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfDocument, pdfBuffer, writeText } from './pdf';

/**
 * Pixels, not text extraction: a line of Dhivehi drawn by the PDF helper, turned into an image by
 * poppler's pdftoppm, against Chromium's rendering of the same text in the same font (direction rtl).
 */
const DHIVEHI = 'ދިވެހި ރާއްޖެ';
const MIXED = 'ދިވެހި Maldives ރާއްޖެ 2026';
const require = createRequire(import.meta.url);
const thaanaWoff = readFileSync(
  require.resolve('@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-400-normal.woff'),
);
const latinWoff = readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'));

const SIZE = { width: 480, height: 60 };

/** The ink of an image as a 0/1 mask, cropped to the ink and scaled to a fixed size. */
async function inkMask(png: Buffer): Promise<Uint8Array> {
  const trimmed = await sharp(png).flatten({ background: '#fff' }).greyscale().threshold(160).trim().toBuffer();
  const { data } = await sharp(trimmed)
    .resize(SIZE.width, SIZE.height, { fit: 'fill' })
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (value) => (value < 128 ? 1 : 0));
}

/** Overlap of two ink masks: 1 when identical, near 0 when unrelated. */
function overlap(a: Uint8Array, b: Uint8Array) {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return both / either;
}

describe('PDF text in Thaana (right to left) and Latin', () => {
  let dir: string;
  let browser: Awaited<ReturnType<typeof chromium.launch>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'club-pdf-'));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function pdfPng(draw: (doc: ReturnType<typeof createPdfDocument>) => void, name: string) {
    const doc = createPdfDocument({ size: [600, 120], margin: 20 });
    const bytes = pdfBuffer(doc);
    draw(doc);
    doc.end();
    await writeFile(join(dir, `${name}.pdf`), await bytes);
    execFileSync('pdftoppm', ['-r', '200', '-png', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)]);
    return readFile(join(dir, `${name}.png`));
  }

  async function chromiumPng(text: string) {
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    const font = (family: string, woff: Buffer) =>
      `@font-face{font-family:${family};src:url(data:font/woff;base64,${woff.toString('base64')})}`;
    await page.setContent(
      `<style>${font('T', thaanaWoff)}${font('L', latinWoff)}body{margin:0;background:#fff}
        p{font-family:T,L;font-size:28px;direction:rtl;display:inline-block;padding:12px;margin:0;color:#000}</style>
       <p>${text}</p>`,
    );
    await page.evaluate(() => document.fonts.ready);
    const png = await page.locator('p').screenshot();
    await page.close();
    return png;
  }

  for (const [label, text] of [
    ['a Dhivehi line', DHIVEHI],
    ['Dhivehi with an English word and a number', MIXED],
  ] as const) {
    it(`draws ${label} as Chromium does, where pdfkit alone does not`, async () => {
      const chromiumImage = await chromiumPng(text);
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
    const doc = createPdfDocument({ size: 'A5', margin: 40 });
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
