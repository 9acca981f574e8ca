/**
 * The season a club day falls in, named by the year it starts: with a July start, 2026-08-01 is in season
 * 2026 (2026-07-01 to 2027-06-30) and 2026-03-01 in season 2025.
 */
export function seasonOf(day: string, startMonth: number): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= startMonth ? year : year - 1;
}

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first and last day of a season. */
export function seasonBounds(season: number, startMonth: number): { startsOn: string; endsOn: string } {
  const end = new Date(Date.UTC(season + 1, startMonth - 1, 0));
  return {
    startsOn: isoDay(season, startMonth, 1),
    endsOn: isoDay(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()),
  };
}

/** "2026" for a calendar-year season, "2026/27" for one that starts later in the year. */
export const seasonLabel = (season: number, startMonth: number) =>
  startMonth === 1 ? String(season) : `${season}/${String((season + 1) % 100).padStart(2, '0')}`;

/** A membership ends "soon" (staff's expiry list, the member's renew button) within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;
