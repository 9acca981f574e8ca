/** Today (YYYY-MM-DD) in the club's time zone. */
export { clubToday as todayInClubZone } from '@club/shared';
/** "Nov 22, 2026" (MMM dd, yyyy) and "Nov 22, 2026, 6:30 PM" in the page's language, in the club's time zone. */
export { formatDate, formatDateTime, formatTime } from './i18n';

/** The value for an <input type="datetime-local"> showing this instant in the club's zone (UTC+5, no DST). */
export function toClubLocalInput(value: string | Date): string {
  const shifted = new Date(new Date(value).getTime() + CLUB_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The instant (ISO, with offset) of a datetime-local value entered in the club's zone. */
export const fromClubLocalInput = (value: string) => (value ? `${value}:00+05:00` : '');

const CLUB_OFFSET_MINUTES = 5 * 60;
