import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import sharp from 'sharp';

/**
 * Pixels, not text extraction: text drawn into a PDF, turned into an image by poppler's pdftoppm,
 * against Chromium's rendering of the same text in the same fonts (direction rtl).
 */
const require = createRequire(import.meta.url);
const woff = (file: string) => readFileSync(require.resolve(file)).toString('base64');
const FONTS = {
  regular: {
    thaana: woff('@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-400-normal.woff'),
    latin: woff('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  },
  bold: {
    thaana: woff('@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-700-normal.woff'),
    latin: woff('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  },
};

const SIZE = { width: 480, height: 60 };

/** The text poppler reads out of a PDF, laid out as printed. */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

/** The ink of an image as a 0/1 mask, cropped to the ink and scaled to a fixed size. */
export async function inkMask(png: Buffer): Promise<Uint8Array> {
  const trimmed = await sharp(png).flatten({ background: '#fff' }).greyscale().threshold(160).trim().toBuffer();
  const { data } = await sharp(trimmed)
    .resize(SIZE.width, SIZE.height, { fit: 'fill' })
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (value) => (value < 128 ? 1 : 0));
}

/** Overlap of two ink masks: 1 when identical, near 0 when unrelated. */
export function overlap(a: Uint8Array, b: Uint8Array) {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return both / either;
}

const DPI = 200;

export class PixelLab {
  private constructor(
    private readonly dir: string,
    private readonly browser: Browser,
  ) {}

  static async open() {
    const dir = await mkdtemp(join(tmpdir(), 'club-pdf-'));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    return new PixelLab(dir, browser);
  }

  async close() {
    await this.browser.close();
    await rm(this.dir, { recursive: true, force: true });
  }

  /**
   * The first page of a PDF as a PNG; `band` (in PDF points from the top) crops it to a strip of the
   * page, such as the line a test wants to compare.
   */
  async pdfPng(pdf: Buffer, name: string, band?: { top: number; height: number; left: number; width: number }) {
    const file = join(this.dir, `${name}.pdf`);
    await writeFile(file, pdf);
    const scale = DPI / 72;
    const crop = band
      ? ['-x', band.left, '-y', band.top, '-W', band.width, '-H', band.height].map((v) =>
          typeof v === 'number' ? String(Math.round(v * scale)) : v,
        )
      : [];
    execFileSync('pdftoppm', [
      '-r',
      String(DPI),
      '-png',
      '-singlefile',
      '-f',
      '1',
      '-l',
      '1',
      ...crop,
      file,
      join(this.dir, name),
    ]);
    return readFile(join(this.dir, `${name}.png`));
  }

  /**
   * How closely one line across the PDF's first page (`pageWidth` points wide; the line drawn at `line.top`
   * points in `line.size` type) matches Chromium's drawing of `text`: 1 when the ink is the same. Printed, so
   * a run shows the figure.
   */
  async lineAgainstChromium(
    pdf: Buffer,
    line: { top: number; size: number },
    text: string,
    options: { pageWidth: number; weight?: 'regular' | 'bold'; label: string },
  ) {
    const band = { top: line.top - 2, height: line.size * 1.45 + 4, left: 0, width: options.pageWidth };
    const ours = await inkMask(await this.pdfPng(pdf, 'line', band));
    const reference = await inkMask(await this.chromiumPng(text, options.weight));
    const score = overlap(ours, reference);
    process.stdout.write(`${options.label} against Chromium: ${score.toFixed(2)}\n`);
    return score;
  }

  /** Chromium's rendering of one line of text, right to left, in the PDF helper's fonts. */
  async chromiumPng(text: string, weight: 'regular' | 'bold' = 'regular') {
    const page = await this.browser.newPage({ deviceScaleFactor: 2 });
    const face = (family: string, data: string) =>
      `@font-face{font-family:${family};src:url(data:font/woff;base64,${data})}`;
    await page.setContent(
      `<style>${face('T', FONTS[weight].thaana)}${face('L', FONTS[weight].latin)}body{margin:0;background:#fff}
        p{font-family:T,L;font-size:28px;direction:rtl;display:inline-block;padding:12px;margin:0;color:#000}</style>
       <p></p>`,
    );
    await page.locator('p').evaluate((p, value) => {
      p.textContent = value;
    }, text);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.locator('p').screenshot();
    await page.close();
    return png;
  }
}
