import { describe, expect, it } from 'vitest';
import { seasonBounds, seasonLabel, seasonOf } from './seasons';

describe('membership seasons', () => {
  it('names a season by the year it starts, whatever month the club starts it in', () => {
    expect(seasonOf('2026-01-01', 1)).toBe(2026);
    expect(seasonOf('2026-12-31', 1)).toBe(2026);
    expect(seasonOf('2026-06-30', 7)).toBe(2025);
    expect(seasonOf('2026-07-01', 7)).toBe(2026);
  });

  it('runs a season from the first of its month to the day before the next one starts, leap years included', () => {
    expect(seasonBounds(2026, 1)).toEqual({ startsOn: '2026-01-01', endsOn: '2026-12-31' });
    expect(seasonBounds(2026, 7)).toEqual({ startsOn: '2026-07-01', endsOn: '2027-06-30' });
    expect(seasonBounds(2027, 3)).toEqual({ startsOn: '2027-03-01', endsOn: '2028-02-29' });
    for (let month = 1; month <= 12; month++) {
      const { startsOn, endsOn } = seasonBounds(2030, month);
      expect(seasonOf(startsOn, month)).toBe(2030);
      expect(seasonOf(endsOn, month)).toBe(2030);
    }
  });

  it('labels a calendar-year season by its year and others by both', () => {
    expect(seasonLabel(2026, 1)).toBe('2026');
    expect(seasonLabel(2026, 7)).toBe('2026/27');
    expect(seasonLabel(2099, 9)).toBe('2099/00');
  });
});
