import { describe, expect, it } from 'vitest';
import { clubDay, clubYear } from './club-time';

describe('club time', () => {
  it('decides the day and the year in Maldives time, whatever the machine zone', () => {
    // 19:30 UTC on New Year's Eve is already 00:30 on 1 January in Male.
    const newYearInMale = Date.UTC(2026, 11, 31, 19, 30);
    expect(clubDay(newYearInMale)).toBe('2027-01-01');
    expect(clubYear(newYearInMale)).toBe(2027);
    expect(clubDay(Date.UTC(2026, 11, 31, 18, 59))).toBe('2026-12-31');
  });
});
