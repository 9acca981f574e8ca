import { CLUB } from '@club/shared';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB.timeZone,
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** "Nov 22, 2026" in the club's time zone (spec format MMM dd, yyyy). */
export const formatDate = (value: string | Date) =>
  dateFormat.format(
    typeof value === 'string' && value.length === 10 ? new Date(`${value}T12:00:00+05:00`) : new Date(value),
  );

/** Today's date (YYYY-MM-DD) in the club's time zone. */
/** "Nov 22, 2026, 6:30 PM" in the club's time zone. */
export { clubToday as todayInClubZone, formatClubDateTime as formatDateTime } from '@club/shared';

/** The value for an <input type="datetime-local"> showing this instant in the club's zone (UTC+5, no DST). */
export function toClubLocalInput(value: string | Date): string {
  const shifted = new Date(new Date(value).getTime() + CLUB_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The instant (ISO, with offset) of a datetime-local value entered in the club's zone. */
export const fromClubLocalInput = (value: string) => (value ? `${value}:00+05:00` : '');

const CLUB_OFFSET_MINUTES = 5 * 60;
