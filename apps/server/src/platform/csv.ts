import { stringify } from 'csv-stringify/sync';

/**
 * Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). A plain decimal
 * number, negative amounts included, is left as a number: it cannot hold a formula.
 */
export function neutralizeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify([header, ...rows.map((row) => row.map(neutralizeCell))]);
}
