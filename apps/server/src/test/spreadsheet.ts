import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpreadsheetCell {
  /** What the spreadsheet shows. */
  value: string;
  /** The cell's formula, if the program took it for one. */
  formula: string | null;
}

const xmlText = (xml: string) =>
  xml
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** LibreOffice (headless) saves `csv`, read as UTF-8 with its default options, as `dir`/export.xlsx. */
function saveAsXlsx(dir: string, csv: string) {
  writeFileSync(join(dir, 'export.csv'), csv);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--infilter=CSV:44,34,76',
      '--convert-to',
      'xlsx',
      '--outdir',
      dir,
      join(dir, 'export.csv'),
    ],
    { stdio: 'pipe', timeout: 120_000 },
  );
}

/** A CSV file as a club keeps it after opening it in LibreOffice and saving it as .xlsx: the workbook's bytes. */
export function xlsxFromCsv(csv: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'club-xlsx-'));
  try {
    saveAsXlsx(dir, csv);
    return readFileSync(join(dir, 'export.xlsx'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A CSV export as a treasurer's spreadsheet reads it: LibreOffice (Debian's libreoffice-calc) imports the
 * file as UTF-8 CSV with its default options (formulas evaluated) and saves it as .xlsx; the first
 * sheet's rows are read back from that file (unzip).
 */
export function openInLibreOffice(csv: string): SpreadsheetCell[][] {
  const dir = mkdtempSync(join(tmpdir(), 'club-csv-'));
  try {
    saveAsXlsx(dir, csv);
    const entry = (name: string) =>
      execFileSync('unzip', ['-p', join(dir, 'export.xlsx'), name], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
    const shared = [...entry('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) => xmlText(m[1] ?? ''));
    const sheet = entry('xl/worksheets/sheet1.xml');
    return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) => {
      // An empty cell is left out of the file: each cell goes to the column its reference (r="C2") names.
      const cells: SpreadsheetCell[] = [];
      for (const cell of (row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
        const attributes = cell[1] ?? '';
        const body = cell[2] ?? '';
        const formula = /<f[^>]*>(.*?)<\/f>/s.exec(body)?.[1];
        const raw = xmlText(/<v>(.*?)<\/v>/s.exec(body)?.[1] ?? /<is>(.*?)<\/is>/s.exec(body)?.[1] ?? '');
        const value = /t="s"/.test(attributes) ? (shared[Number(raw)] ?? '') : raw;
        const letters = /r="([A-Z]+)\d+"/.exec(attributes)?.[1];
        const column = letters
          ? [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1
          : cells.length;
        while (cells.length < column) cells.push({ value: '', formula: null });
        cells[column] = { value, formula: formula === undefined ? null : xmlText(formula) };
      }
      return cells;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A formula that is only a string literal ("..." with quotes doubled): it shows text and runs nothing. */
export const isStringLiteral = (formula: string) => /^"([^"]|"")*"$/.test(formula);
