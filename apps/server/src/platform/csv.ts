import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** Tells Excel the file is UTF-8: without it, Thaana names and 'Malé' open as 'Þ¢Þ¦...' and 'MalÃ©'. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The longest text Excel takes as a string literal inside a formula. */
const FORMULA_TEXT_LIMIT = 255;

/**
 * A cell as a spreadsheet shows it, never run as a formula (CSV injection). A plain decimal number,
 * negative amounts included, stays a number. Text that a spreadsheet would take for a formula
 * ('+960 777-1234', '=HYPERLINK(...)', '- paid in cash') is written as a formula that is only that text
 * as a string literal, ="...": Excel and LibreOffice show it exactly as typed, and nothing in it runs.
 * Text too long for a literal, or with line breaks or tabs, gets the leading apostrophe instead.
 */
export function spreadsheetCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (/^-?\d+(\.\d+)?$/.test(text) || !/^[=+\-@\t\r]/.test(text)) return text;
  if (text.length <= FORMULA_TEXT_LIMIT && !/[\t\r\n]/.test(text)) return `="${text.replaceAll('"', '""')}"`;
  return `'${text}`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return BYTE_ORDER_MARK + stringify([header, ...rows.map((row) => row.map(spreadsheetCell))]);
}

/** Sends rows as a CSV download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, header: string[], rows: unknown[][]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(toCsv(header, rows));
}
