import { CLUB } from '../messages';

/**
 * The club lives in Indian/Maldives time (UTC+5, no daylight saving): "today", "this year" and the
 * day something happened are decided there, never in the server's or the browser's zone, nor in UTC.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB.timeZone });

/** The club-time calendar day of a moment, as YYYY-MM-DD. */
export const clubDay = (moment: Date | number = Date.now()): string => dayFormat.format(moment);

/** Today in club time, YYYY-MM-DD. */
export const clubToday = (): string => clubDay();

/** The club-time calendar year of a moment. */
export const clubYear = (moment: Date | number = Date.now()): number => Number(clubDay(moment).slice(0, 4));

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB.timeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 22, 2026, 6:30 PM" in the club's time zone. */
export const formatClubDateTime = (value: string | Date): string => dateTimeFormat.format(new Date(value));

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB.timeZone,
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** "Nov 22, 2026" (the spec's MMM dd, yyyy): a calendar day as given, a moment in the club's time zone. */
export const formatClubDate = (value: string | Date): string =>
  dateFormat.format(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+05:00`)
      : new Date(value),
  );
