import { describe, expect, it } from 'vitest';
import { CLUB } from '../messages';
import { clubDay, clubHour, clubIsoWeek, clubYear, formatClubDate, formatClubDateTime } from './club-time';

describe('club time', () => {
  it('decides the day and the year in Maldives time, whatever the machine zone', () => {
    // 19:30 UTC on New Year's Eve is already 00:30 on 1 January in Male.
    const newYearInMale = Date.UTC(2026, 11, 31, 19, 30);
    expect(clubDay(newYearInMale)).toBe('2027-01-01');
    expect(clubYear(newYearInMale)).toBe(2027);
    expect(clubDay(Date.UTC(2026, 11, 31, 18, 59))).toBe('2026-12-31');
  });
});

describe('club time, computed without Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions, locale = 'en-US') => {
    const format = new Intl.DateTimeFormat(locale, { timeZone: CLUB.timeZone, ...options });
    // ICU 72 and later put a narrow no-break space before AM/PM; the club's screens use a plain one.
    return (moment: number) => format.format(moment).replace(/\u202f/g, ' ');
  };
  const day = intl({}, 'en-CA');
  const dateTime = intl({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const date = intl({ month: 'short', day: '2-digit', year: 'numeric' });
  // Every hour's edge and a spread of minutes over 1970-2099, and the moments around midnight and noon.
  const moments = [
    0,
    Date.UTC(2026, 11, 31, 19, 0),
    Date.UTC(2026, 11, 31, 18, 59, 59, 999),
    Date.UTC(2027, 0, 1, 6, 59),
    Date.UTC(2027, 0, 1, 7, 0),
    Date.UTC(2028, 1, 28, 19, 0),
    ...Array.from({ length: 5_000 }, (_, i) => Math.floor(((i * 7919) % 5_000) * 820_000_000 + i * 61_000)),
  ];

  it('gives what Intl gives in Indian/Maldives, for every moment tried', () => {
    for (const moment of moments) {
      expect(clubDay(moment)).toBe(day(moment));
      expect(clubYear(moment)).toBe(Number(day(moment).slice(0, 4)));
      expect(formatClubDateTime(new Date(moment))).toBe(dateTime(moment));
      expect(formatClubDate(new Date(moment))).toBe(date(moment));
      expect(formatClubDate(new Date(moment).toISOString())).toBe(date(moment));
    }
  });

  it('reads a calendar day as that day, and refuses what is not a moment', () => {
    expect(formatClubDate('2026-11-02')).toBe('Nov 02, 2026');
    expect(formatClubDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatClubDateTime('2026-11-22T13:30:00Z')).toBe('Nov 22, 2026, 6:30 PM');
    expect(formatClubDateTime('2026-11-22T19:05:00Z')).toBe('Nov 23, 2026, 12:05 AM');
    expect(formatClubDateTime('2026-11-22T07:00:00Z')).toBe('Nov 22, 2026, 12:00 PM');
    expect(() => formatClubDate('not a date')).toThrow(RangeError);
    expect(() => formatClubDateTime('2026-13-01')).toThrow(RangeError);
    expect(() => clubDay(Number.NaN)).toThrow(RangeError);
  });
});

describe('the hour and ISO week of club time (the backup schedule)', () => {
  it('reads the hour in Male, five hours ahead of UTC', () => {
    expect(clubHour(new Date('2026-11-24T22:00:00Z'))).toBe(3);
    expect(clubHour(new Date('2026-11-24T18:59:00Z'))).toBe(23);
    expect(clubHour(new Date('2026-11-24T19:00:00Z'))).toBe(0);
  });

  it('numbers weeks from Monday, the year named by their Thursday', () => {
    expect(clubIsoWeek(new Date('2026-11-25T06:00:00Z'))).toBe('2026-W48');
    expect(clubIsoWeek(new Date('2026-01-01T06:00:00Z'))).toBe('2026-W01');
    // 2026 begins on a Thursday: it has 53 weeks, the last ending on Sunday 3 January 2027.
    expect(clubIsoWeek(new Date('2027-01-03T06:00:00Z'))).toBe('2026-W53');
    expect(clubIsoWeek(new Date('2027-01-04T06:00:00Z'))).toBe('2027-W01');
    // Sunday 20:00 UTC is already Monday 01:00 in Male: the next week.
    expect(clubIsoWeek(new Date('2026-11-29T18:00:00Z'))).toBe('2026-W48');
    expect(clubIsoWeek(new Date('2026-11-29T20:00:00Z'))).toBe('2026-W49');
  });
});

describe('club time in Dhivehi (no Intl data for it)', () => {
  it('writes the day before the Dhivehi month, Western digits, and the half of the day', () => {
    // 13:30 UTC is 18:30 in Male.
    expect(formatClubDate('2026-11-22', 'dv')).toBe('22 ނޮވެމްބަރު 2026');
    expect(formatClubDateTime(new Date(Date.UTC(2026, 10, 22, 13, 30)), 'dv')).toBe('22 ނޮވެމްބަރު 2026، 6:30 މފ');
    expect(formatClubDateTime(new Date(Date.UTC(2027, 0, 1, 4, 5)), 'dv')).toBe('1 ޖަނަވަރީ 2027، 9:05 މކ');
    // English is unchanged: the spec's MMM dd, yyyy.
    expect(formatClubDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
  });
});
