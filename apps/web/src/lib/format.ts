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
export const todayInClubZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB.timeZone }).format(new Date());
