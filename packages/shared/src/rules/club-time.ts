import type { Language } from './language';

/**
 * The club lives in Indian/Maldives time (CLUB.timeZone): "today", "this year" and the day something
 * happened are decided there, never in the server's or the browser's zone, nor in UTC.
 *
 * Maldives time is UTC+5 all year (no daylight saving since 1960), so a moment's club-time fields are its
 * UTC fields five hours on: computed here rather than asked of Intl, whose first formatter in a page loads
 * the time-zone data (milliseconds on a phone, while the page is being taken over) and whose output
 * differs between ICU versions (the space before "PM"). club-time.test.ts checks these against Intl.
 */
const CLUB_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The Gregorian months in Dhivehi (Intl has no Dhivehi data): days are written "22 ނޮވެމްބަރު 2026". */
const DHIVEHI_MONTHS = ['ޖަނަވަރީ', 'ފެބްރުއަރީ', 'މާރިޗު', 'އޭޕްރިލް', 'މެއި', 'ޖޫން', 'ޖުލައި', 'އޮގަސްޓު', 'ސެޕްޓެމްބަރު', 'އޮކްޓޫބަރު', 'ނޮވެމްބަރު', 'ޑިސެމްބަރު'];
/** Before noon (މެންދުރުކުރިން) and after noon (މެންދުރުފަހު), as Dhivehi clocks write them. */
const DHIVEHI_HALF_DAYS = ['މކ', 'މފ'];
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment shifted to club time, to be read with its UTC fields; an invalid one throws, as Intl does. */
function inClubTime(moment: Date | number | string): Date {
  const shifted = new Date(new Date(moment).getTime() + CLUB_UTC_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError('Invalid time value');
  return shifted;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The club-time calendar day of a moment, as YYYY-MM-DD. */
export const clubDay = (moment: Date | number = Date.now()): string => {
  const day = inClubTime(moment);
  return `${day.getUTCFullYear()}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;
};

/** Today in club time, YYYY-MM-DD. */
export const clubToday = (): string => clubDay();

/** The club-time time of day of a moment, as HH:MM (a time field's value). */
export const clubTimeOfDay = (moment: Date | number | string): string => {
  const at = inClubTime(moment);
  return `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
};

/** The club-time hour of a moment, 0 to 23. */
export const clubHour = (moment: Date | number = Date.now()): number => inClubTime(moment).getUTCHours();

/** The ISO week of a moment's club-time day, as YYYY-Www (weeks start on Monday). */
export const clubIsoWeek = (moment: Date | number = Date.now()): string => {
  const day = inClubTime(moment);
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of this week names its year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${twoDigits(week)}`;
};

/** The club-time calendar year of a moment. */
export const clubYear = (moment: Date | number = Date.now()): number => inClubTime(moment).getUTCFullYear();

/** "6:30 PM" in the club's time zone ("6:30 މފ" in Dhivehi). */
export const formatClubTime = (value: string | Date, language: Language = 'en'): string => {
  const moment = inClubTime(value);
  const hours = moment.getUTCHours();
  const time = `${hours % 12 || 12}:${twoDigits(moment.getUTCMinutes())}`;
  return `${time} ${language === 'dv' ? DHIVEHI_HALF_DAYS[hours < 12 ? 0 : 1] : hours < 12 ? 'AM' : 'PM'}`;
};

/** "Nov 22, 2026, 6:30 PM" in the club's time zone ("22 ނޮވެމްބަރު 2026، 6:30 މފ" in Dhivehi). */
export const formatClubDateTime = (value: string | Date, language: Language = 'en'): string => {
  const moment = inClubTime(value);
  const time = formatClubTime(value, language);
  if (language === 'dv')
    return `${moment.getUTCDate()} ${DHIVEHI_MONTHS[moment.getUTCMonth()]} ${moment.getUTCFullYear()}، ${time}`;
  return `${MONTHS[moment.getUTCMonth()]} ${moment.getUTCDate()}, ${moment.getUTCFullYear()}, ${time}`;
};

/**
 * "Nov 22, 2026" (the spec's MMM dd, yyyy; "22 ނޮވެމްބަރު 2026" in Dhivehi): a calendar day as given, a
 * moment in the club's time zone.
 */
export const formatClubDate = (value: string | Date, language: Language = 'en'): string => {
  const moment = inClubTime(typeof value === 'string' && CALENDAR_DAY.test(value) ? `${value}T12:00:00+05:00` : value);
  if (language === 'dv')
    return `${moment.getUTCDate()} ${DHIVEHI_MONTHS[moment.getUTCMonth()]} ${moment.getUTCFullYear()}`;
  return `${MONTHS[moment.getUTCMonth()]} ${twoDigits(moment.getUTCDate())}, ${moment.getUTCFullYear()}`;
};

/** The calendar day `days` after `day` (both YYYY-MM-DD; negative goes back). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
