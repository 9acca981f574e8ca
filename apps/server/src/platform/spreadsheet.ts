import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';

/** The file is no CSV or XLSX spreadsheet this reader can take. */
export class UnreadableSpreadsheet extends Error {}

/** The most a part of an XLSX file may unpack to: a 5 MB upload of real rows is far below it (a zip bomb is not). */
const MAX_UNPACKED_PART = 64 * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * The first sheet of a spreadsheet as rows of trimmed cell texts, row N of the sheet at index N-1 (blank rows
 * kept, so that a problem is told at the row the club's program shows): an XLSX workbook (Excel, LibreOffice, Google
 * Sheets), or a CSV file in UTF-8 separated by commas, semicolons or tabs. A date cell of an XLSX file comes as
 * its serial number (spreadsheetDate reads it); a cell that the club's own CSV exports wrapped as ="..." is its text.
 */
export function readSpreadsheet(bytes: Buffer): string[][] {
  const rows = ZIP_MAGIC.every((byte, index) => bytes[index] === byte) ? readXlsx(bytes) : readCsv(bytes);
  return rows.map((row) => row.map(cellText));
}

const cellText = (raw: string) => {
  const text = raw.trim();
  const literal = /^="(.*)"$/s.exec(text);
  return literal ? (literal[1] ?? '').replaceAll('""', '"').trim() : text;
};

function readCsv(bytes: Buffer): string[][] {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  if (text.includes('\u0000')) throw new UnreadableSpreadsheet('binary');
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

/** The 0-based column of a cell reference ("C7" is 2). */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.replace(/\d+$/, '')) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

function readXlsx(bytes: Buffer): string[][] {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter: (file) =>
        file.originalSize <= MAX_UNPACKED_PART &&
        (file.name === 'xl/workbook.xml' ||
          file.name === 'xl/_rels/workbook.xml.rels' ||
          file.name === 'xl/sharedStrings.xml' ||
          file.name.startsWith('xl/worksheets/sheet')),
    });
  } catch (error) {
    throw new UnreadableSpreadsheet(error instanceof Error ? error.message : 'zip');
  }
  const parse = (name: string): XmlNode | null => {
    const part = parts[name];
    return part ? (xml.parse(Buffer.from(part).toString('utf8')) as XmlNode) : null;
  };
  const sheetPath = firstSheetPath(parse('xl/workbook.xml'), parse('xl/_rels/workbook.xml.rels'));
  const sheet = sheetPath ? parse(sheetPath) : null;
  if (!sheet) throw new UnreadableSpreadsheet('no sheet');
  const strings = (
    ((parse('xl/sharedStrings.xml')?.sst as XmlNode | undefined)?.si as XmlNode[] | undefined) ?? []
  ).map(sharedString);
  const sheetRows = (((sheet.worksheet as XmlNode | undefined)?.sheetData as XmlNode | undefined)?.row ??
    []) as XmlNode[];
  const rows: string[][] = [];
  for (const row of sheetRows) {
    const line = Number(row['@_r'] ?? rows.length + 1) - 1;
    const cells: string[] = [];
    let next = 0;
    for (const cell of (row.c as XmlNode[] | undefined) ?? []) {
      const reference = cell['@_r'];
      const column = typeof reference === 'string' ? columnOf(reference) : next;
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
function firstSheetPath(workbook: XmlNode | null, relations: XmlNode | null): string | null {
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
