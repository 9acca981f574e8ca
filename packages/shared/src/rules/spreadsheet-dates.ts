/** A date as clubs write them in a spreadsheet, read into ISO form (rules shared by every import). */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Excel's day 0 is 1899-12-30 (its serials count the 1900 leap day that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serials from 1900-01-01 to 2199-12-31: beyond them a number is no date. */
const EXCEL_SERIALS = { min: 2, max: 109_574 } as const;

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 30 February
  return date.toISOString().slice(0, 10);
}

/**
 * The ISO date (YYYY-MM-DD) of a spreadsheet's date: ISO itself, day first with slashes, dashes or dots
 * (dd/mm/yyyy, as Maldivian clubs write them), a month's name (05-Mar-1990, 5 March 1990), or an Excel serial
 * (a date cell as the file stores it); null when it is none of these, or no real day.
 */
export function spreadsheetDate(text: string): string | null {
  const value = text.trim();
  if (/^\d{1,6}(\.0+)?$/.test(value)) {
    const serial = Number.parseInt(value, 10);
    if (serial < EXCEL_SERIALS.min || serial > EXCEL_SERIALS.max) return null;
    if (serial >= 1900 && serial <= 2199) return null; // a year alone (the serial would be a day of 1905)
    return new Date(EXCEL_EPOCH_MS + serial * DAY_MS).toISOString().slice(0, 10);
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dayFirst) return isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = /^(\d{1,2})[\s/.-]+([A-Za-z]{3,9})\.?[\s/.-]+(\d{4})$/.exec(value);
  if (named) {
    const name = (named[2] ?? '').toLowerCase();
    const month = MONTHS.findIndex((each) => name.startsWith(each) && each.startsWith(name.slice(0, 3)));
    if (month < 0 || (name.length > 3 && !isMonthName(name))) return null;
    return isoOf(Number(named[3]), month + 1, Number(named[1]));
  }
  return null;
}

const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month written out in full, or the four-letter "sept". */
const isMonthName = (name: string) => FULL_MONTHS.includes(name) || name === 'sept';
