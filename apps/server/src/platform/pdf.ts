import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';
import { clubLogo, type Texts } from './texts';

/**
 * PDF documents that print Dhivehi (Thaana, right to left) as well as English. pdfkit lays text out
 * left to right word by word and applies no Unicode bidi algorithm, and its standard fonts have no
 * Thaana: this helper breaks lines itself, orders each line with the bidi algorithm (bidi-js), picks a
 * font per script (Noto Sans, Noto Sans Thaana) and aligns right-to-left paragraphs to the right.
 */

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

const FONTS = {
  regular: {
    thaana: require.resolve('@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-400-normal.woff'),
    latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    latinExt: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  },
  bold: {
    thaana: require.resolve('@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-700-normal.woff'),
    latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
    latinExt: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  },
} as const;

type Script = keyof (typeof FONTS)['regular'];

const bidi = bidiFactory();
const THAANA = /[\u0780-\u07BF]/;
const COMBINING_MARK = /\p{M}/u;
/** Marks and isolates that steer the bidi algorithm (a reference kept left to right in Dhivehi): never drawn. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Characters the Thaana font carries besides Thaana (punctuation used in Dhivehi text). */
const THAANA_FONT_EXTRAS = new Set([' ', ',', '.', '\u060C', '\u061B', '\u061F', '\uFDF2', '(', ')']);

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A new document with the fonts registered; pdfkit (some 25 MB resident) loads with the first one. */
export async function createPdfDocument(options: ConstructorParameters<typeof PDFDocument>[0]): Promise<PdfDocument> {
  const { default: PdfKit } = await import('pdfkit');
  const doc = new PdfKit(options);
  for (const weight of ['regular', 'bold'] as const) {
    for (const [script, path] of Object.entries(FONTS[weight])) doc.registerFont(`${weight}-${script}`, path);
  }
  doc.font('regular-latin');
  return doc;
}

/**
 * A new A4 document with `margin` on every side, its cursor at the top margin: with its bytes (once it is ended)
 * and the width between its margins.
 */
export async function startA4Document(margin: number, info: PDFKit.DocumentInfo) {
  const doc = await createPdfDocument({ size: 'A4', margin, info });
  const bytes = pdfBuffer(doc);
  doc.y = margin;
  return { doc, bytes, width: doc.page.width - margin * 2 };
}

/** Collects the document's bytes once it is ended. */
export function pdfBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The code points of the Latin subset file ("U+0000-00FF,U+0131,..."), as fontsource publishes them. */
const LATIN_RANGES = (require('@fontsource/noto-sans/unicode.json') as { latin: string }).latin
  .split(',')
  .map((range) => {
    const [from = '0', to = from] = range.replace(/U\+/g, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });

function scriptOf(char: string, rightToLeft: boolean): Script {
  if (THAANA.test(char) || (rightToLeft && THAANA_FONT_EXTRAS.has(char))) return 'thaana';
  const codePoint = char.codePointAt(0) ?? 0;
  return LATIN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 'latin' : 'latinExt';
}

interface Piece {
  text: string;
  font: string;
  width: number;
}

/** Splits text into grapheme clusters: a base character with the combining marks that follow it. */
function clusters(text: string): string[] {
  const result: string[] = [];
  for (const char of text) {
    if (COMBINING_MARK.test(char) && result.length > 0) result[result.length - 1] += char;
    else result.push(char);
  }
  return result;
}

/**
 * The pieces of a same-level run, in the order they are drawn (left to right). pdfkit lays a string out
 * word by word in logical order, and fontkit reverses the glyphs of a word in a right-to-left script: so
 * a right-to-left run is cut into words and spaces here and those are put in visual order, while each
 * Thaana word goes to fontkit as written; other text at a right-to-left level is reversed cluster by cluster.
 */
function piecesOf(doc: PdfDocument, text: string, rightToLeft: boolean, weight: FontWeight, size: number): Piece[] {
  const tokens = text.match(/\s+|\S+/g) ?? [];
  if (rightToLeft) tokens.reverse();
  return tokens.flatMap((token) => {
    const runs: { text: string; script: Script }[] = [];
    for (const cluster of clusters(token)) {
      const script = scriptOf(cluster[0] ?? ' ', rightToLeft);
      const last = runs.at(-1);
      if (last && last.script === script) last.text += cluster;
      else runs.push({ text: cluster, script });
    }
    if (rightToLeft) runs.reverse();
    return runs.map(({ text: runText, script }) => {
      const font = `${weight}-${script}`;
      const drawn = rightToLeft && !THAANA.test(runText) ? clusters(runText).reverse().join('') : runText;
      return { text: drawn, font, width: doc.font(font).fontSize(size).widthOfString(drawn) };
    });
  });
}

/** One line in visual order (bidi rule L2: reverse runs from the highest level down to the lowest odd one). */
function visualLine(
  doc: PdfDocument,
  text: string,
  levels: Uint8Array,
  start: number,
  end: number,
  weight: FontWeight,
  size: number,
) {
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = start; i < end; i++) {
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels, start, end - 1);
  const charAt = (i: number) => mirrored.get(i) ?? text[i] ?? '';
  return runs.flatMap((run) => {
    let runText = '';
    for (let i = run.start; i < run.end; i++) if (!BIDI_CONTROL.test(text[i] ?? '')) runText += charAt(i);
    return piecesOf(doc, runText, run.level % 2 === 1, weight, size);
  });
}

export interface TextOptions {
  x: number;
  width: number;
  size?: number;
  weight?: FontWeight;
  /** Default: right for a paragraph that starts right-to-left (Dhivehi), left otherwise. */
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
  color?: string;
}

/**
 * Writes a paragraph at the document's current y, wrapped to `width`, each line in bidi visual order
 * with a font per script; moves y below it. Line breaks in the text start new lines.
 */
export function writeText(doc: PdfDocument, text: string, options: TextOptions) {
  const size = options.size ?? 10;
  const weight = options.weight ?? 'regular';
  const lineHeight = size * 1.45 + (options.lineGap ?? 0);
  doc.fillColor(options.color ?? '#000');
  for (const paragraph of text.split(/\r?\n/)) {
    const embedding = bidi.getEmbeddingLevels(paragraph);
    const rightToLeft = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
    const align = options.align ?? (rightToLeft ? 'right' : 'left');
    const widthOf = (start: number, end: number) =>
      visualLine(doc, paragraph, embedding.levels, start, end, weight, size).reduce((sum, p) => sum + p.width, 0);
    for (const [start, end] of breakLines(paragraph, options.width, widthOf)) {
      const pieces = visualLine(doc, paragraph, embedding.levels, start, end, weight, size);
      const lineWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
      let x =
        align === 'right'
          ? options.x + options.width - lineWidth
          : align === 'center'
            ? options.x + (options.width - lineWidth) / 2
            : options.x;
      const y = doc.y;
      for (const piece of pieces) {
        doc.font(piece.font).fontSize(size).text(piece.text, x, y, { lineBreak: false });
        x += piece.width;
      }
      doc.y = y + lineHeight;
    }
  }
  doc.x = options.x;
}

/** Greedy line breaking at spaces, in logical order: [start, end) of each line, trailing spaces dropped. */
function breakLines(text: string, width: number, widthOf: (start: number, end: number) => number) {
  const lines: [number, number][] = [];
  let lineStart = 0;
  let lastFit = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== ' ') continue;
    if (widthOf(lineStart, i) <= width || lastFit < 0) {
      lastFit = i;
      continue;
    }
    lines.push([lineStart, lastFit]);
    lineStart = lastFit + 1;
    while (text[lineStart] === ' ') lineStart++;
    lastFit = widthOf(lineStart, i) <= width ? i : -1;
    if (lastFit < 0 && i < text.length) lastFit = i;
  }
  if (lineStart < text.length || lines.length === 0) lines.push([lineStart, text.length]);
  return lines;
}

export interface TableColumn {
  width: number;
  /** Where a cell's text sits: at the start of the line (left, or right in a right-to-left document) or the end. */
  align: 'start' | 'end';
}

/**
 * A table drawn row by row from the document's current y: columns from the start of the line (mirrored
 * right to left), each cell wrapped to its column, a new page when the row would not fit. Returns the row drawer.
 */
export function tableRows(
  doc: PdfDocument,
  {
    x: left,
    width,
    columns,
    rtl,
    size = 9,
    margin,
  }: { x: number; width: number; columns: readonly TableColumn[]; rtl: boolean; size?: number; margin: number },
) {
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  return (cells: string[], weight: FontWeight = 'regular') => {
    if (doc.y > doc.page.height - margin - 30) {
      doc.addPage();
      doc.y = margin;
    }
    const top = doc.y;
    let bottom = top;
    let offset = 0;
    columns.forEach((column, index) => {
      doc.y = top;
      writeText(doc, cells[index] ?? '', {
        x: rtl ? left + width - offset - column.width : left + offset,
        width: column.width - 6,
        size,
        weight,
        align: column.align === 'start' ? start : end,
      });
      bottom = Math.max(bottom, doc.y);
      offset += column.width;
    });
    doc.y = bottom + 3;
  };
}

/**
 * The club's name as a document's heading at the current y, with its logo (when Club Settings have one) at the
 * start of the line: centred (a receipt's, the minutes'), the heading keeps its place whether there is a logo or
 * not; at the start of the line (a statement's, a register's small line above the title), the name follows the logo.
 */
export function writeClubHeading(
  doc: PdfDocument,
  texts: Texts,
  { x, width, size, align = 'center' }: { x: number; width: number; size: number; align?: 'center' | 'start' },
) {
  const logo = clubLogo();
  const rtl = texts.language === 'dv';
  if (align === 'center') {
    const side = size * 2;
    if (logo) doc.image(logo, rtl ? x + width - side : x, doc.y - size / 2, { width: side, height: side });
    writeText(doc, texts.club, { x, width, size, weight: 'bold', align: 'center' });
    return;
  }
  // Within the name's own line, so the title below keeps its place.
  const side = logo ? Math.round(size * 1.4) : 0;
  const gap = logo ? size / 2 : 0;
  if (logo) doc.image(logo, rtl ? x + width - side : x, doc.y - 1, { width: side, height: side });
  writeText(doc, texts.club, {
    x: rtl ? x : x + side + gap,
    width: width - side - gap,
    size,
    weight: 'bold',
    align: rtl ? 'right' : 'left',
  });
}
