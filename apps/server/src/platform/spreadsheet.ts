import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';

/** The file is no CSV or XLSX spreadsheet this reader can take. */
export class UnreadableSpreadsheet extends Error {}

/** The file is a spreadsheet, but has more rows or columns than the reader takes. */
export class SpreadsheetTooLarge extends Error {}

/** The most rows (blank ones counted) and columns a sheet may have: beyond them it is refused before any work. */
export interface SheetLimits {
  rows: number;
  columns: number;
}

/**
 * The most the parts read of an XLSX file (the workbook, its first sheet, its strings) may unpack to together:
 * a 5 MB upload of real rows is far below it; a zip bomb is not.
 */
const MAX_UNPACKED = 64 * 1024 * 1024;
/** The workbook and its relations are a few kilobytes. */
const MAX_WORKBOOK_PART = 1024 * 1024;
/** The longest cell kept: longer is never a name, a number or a date (the import's own checks say so). */
const MAX_CELL = 1000;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Characters no one means to type into a cell: zero-width ones, direction controls, the byte order mark. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * The first sheet of a spreadsheet as rows of trimmed cell texts, row N of the sheet at index N-1 (blank rows
 * kept, so that a problem is told at the row the club's program shows): an XLSX workbook (Excel, LibreOffice, Google
 * Sheets), or a CSV file in UTF-8 separated by commas, semicolons or tabs. A date cell of an XLSX file comes as
 * its serial number (spreadsheetDate reads it); a cell that the club's own CSV exports wrapped as ="..." is its text.
 */
export function readSpreadsheet(bytes: Buffer, limits: SheetLimits): string[][] {
  const rows = ZIP_MAGIC.every((byte, index) => bytes[index] === byte)
    ? readXlsx(bytes, limits)
    : readCsv(bytes, limits);
  if (rows.length > limits.rows) throw new SpreadsheetTooLarge('rows');
  if (rows.some((row) => row.length > limits.columns)) throw new SpreadsheetTooLarge('columns');
  return rows.map((row) => Array.from(row, (cell) => cellText(cell ?? '')));
}

/**
 * A cell as the import reads it: what a person typed, without invisible characters, in one Unicode form (a
 * full-width Ａ is A), no longer than any field; a cell the club's own CSV exports wrapped as ="..." is its text.
 */
const cellText = (raw: string) => {
  const text = raw
    .slice(0, MAX_CELL * 2)
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .trim();
  const literal = /^="(.*)"$/s.exec(text);
  return (literal ? (literal[1] ?? '').replaceAll('""', '"').trim() : text).slice(0, MAX_CELL);
};

function readCsv(bytes: Buffer, limits: SheetLimits): string[][] {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  if (text.includes('\u0000')) throw new UnreadableSpreadsheet('binary');
  // Counted before parsing: a file of blank lines is refused at once, not read line by line.
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
    if (++lines > limits.rows) throw new SpreadsheetTooLarge('rows');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, each) =>
    firstLine.split(each).length > firstLine.split(best).length ? each : best,
  );
  try {
    return parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: false, bom: true }) as string[][];
  } catch (error) {
    throw new UnreadableSpreadsheet(error instanceof Error ? error.message : 'csv');
  }
}

type XmlNode = Record<string, unknown>;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  isArray: (name) => ['sheet', 'Relationship', 'row', 'c', 'si', 'r'].includes(name),
});

/** The text of a node that may be a plain string or an element with attributes (`<t xml:space="preserve">`). */
const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  const value = (node as XmlNode)['#text'];
  return value === undefined ? '' : String(value);
};

/** A shared string: plain (`<t>`) or in formatted runs (`<r><t>`). */
const sharedString = (item: XmlNode): string =>
  item.t !== undefined
    ? textOf(item.t)
    : ((item.r as XmlNode[] | undefined) ?? []).map((run) => textOf(run.t)).join('');

/** The 0-based column of a cell reference ("C7" is 2; -1 when it is no reference). */
function columnOf(reference: string): number {
  const letters = /^([A-Z]{1,3})\d+$/.exec(reference)?.[1];
  if (!letters) return -1;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/**
 * Only the parts the first sheet needs are unpacked, within MAX_UNPACKED together (as the zip declares them: fflate
 * refuses a part that inflates beyond what it declared). A part that declares a DOCTYPE is refused: a workbook has
 * none, and entities are how XML is made to grow.
 */
function unpack(bytes: Buffer, wanted: (name: string) => boolean, budget: number) {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (total > budget) throw new SpreadsheetTooLarge('unpacked');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof SpreadsheetTooLarge) throw error;
    throw new UnreadableSpreadsheet(error instanceof Error ? error.message : 'zip');
  }
}

function parsePart(part: Uint8Array | undefined): XmlNode | null {
  if (!part) return null;
  const text = Buffer.from(part).toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new UnreadableSpreadsheet('doctype');
  try {
    return xml.parse(text, true) as XmlNode;
  } catch (error) {
    // Cut short, malformed, or nested past the stack: no workbook any program wrote.
    throw new UnreadableSpreadsheet(error instanceof Error ? error.message : 'xml');
  }
}

function readXlsx(bytes: Buffer, limits: SheetLimits): string[][] {
  const book = unpack(
    bytes,
    (name) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels',
    2 * MAX_WORKBOOK_PART,
  );
  const sheetPath = firstSheetPath(parsePart(book['xl/workbook.xml']), parsePart(book['xl/_rels/workbook.xml.rels']));
  const parts = unpack(bytes, (name) => name === sheetPath || name === 'xl/sharedStrings.xml', MAX_UNPACKED);
  const sheet = parsePart(parts[sheetPath]);
  if (!sheet) throw new UnreadableSpreadsheet('no sheet');
  const parse = (name: string) => parsePart(parts[name]);
  const strings = (
    ((parse('xl/sharedStrings.xml')?.sst as XmlNode | undefined)?.si as XmlNode[] | undefined) ?? []
  ).map(sharedString);
  const sheetRows = (((sheet.worksheet as XmlNode | undefined)?.sheetData as XmlNode | undefined)?.row ??
    []) as XmlNode[];
  const rows: string[][] = [];
  for (const row of sheetRows) {
    // Row and column numbers are the file's word: checked before they become places in an array.
    const line = Number(row['@_r'] ?? rows.length + 1) - 1;
    if (!Number.isInteger(line) || line < 0) throw new UnreadableSpreadsheet('row number');
    if (line >= limits.rows) throw new SpreadsheetTooLarge('rows');
    const cells: string[] = [];
    let next = 0;
    for (const cell of (row.c as XmlNode[] | undefined) ?? []) {
      const reference = cell['@_r'];
      const column = typeof reference === 'string' ? columnOf(reference) : next;
      if (!Number.isInteger(column) || column < 0) throw new UnreadableSpreadsheet('cell reference');
      if (column >= limits.columns) throw new SpreadsheetTooLarge('columns');
      next = column + 1;
      const type = cell['@_t'];
      const value = textOf(cell.v);
      cells[column] =
        type === 's'
          ? (strings[Number(value)] ?? '')
          : type === 'inlineStr'
            ? sharedString((cell.is as XmlNode | undefined) ?? {})
            : type === 'b'
              ? value === '1'
                ? 'TRUE'
                : 'FALSE'
              : value;
    }
    rows[line] = Array.from(cells, (each) => each ?? '');
  }
  return Array.from(rows, (each) => each ?? []);
}

/** The first sheet's part, as the workbook orders its sheets (sheet1.xml when it names none). */
function firstSheetPath(workbook: XmlNode | null, relations: XmlNode | null): string {
  const sheets = ((workbook?.workbook as XmlNode | undefined)?.sheets as XmlNode | undefined)?.sheet as
    | XmlNode[]
    | undefined;
  const id = sheets?.[0]?.['@_r:id'];
  const relation = (
    ((relations?.Relationships as XmlNode | undefined)?.Relationship as XmlNode[] | undefined) ?? []
  ).find((each) => each['@_Id'] === id);
  const target = relation?.['@_Target'];
  if (typeof target !== 'string') return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}
