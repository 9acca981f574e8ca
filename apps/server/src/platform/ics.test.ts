import { describe, expect, it } from 'vitest';
import { readCalendar } from '../test/calendar';
import { calendarMessage } from './ics';

describe('calendar invitation', () => {
  const event = {
    uid: 'meeting-1@club.example',
    sequence: 0,
    start: new Date('2026-12-01T10:30:00Z'),
    durationMinutes: 60,
    summary: 'ExCom Meeting; budget, fixtures',
    location: 'Club house\nMalé',
    description: `Reasons: ${'ދިވެހި ރާއްޖެ '.repeat(8)}`,
    organizer: { name: 'Aminath "Ami" Shifa', email: 'ami@club.example' },
    attendees: [{ name: 'Ahmed Naseem', email: 'ahmed@club.example' }],
  };
  const text = calendarMessage('REQUEST', event, new Date('2026-11-20T08:00:00Z'));

  it('holds one event in UTC with escaped text, CRLF lines and a REQUEST method', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('METHOD:REQUEST\r\n');
    expect(text).toContain('DTSTART:20261201T103000Z\r\n');
    expect(text).toContain('DTEND:20261201T113000Z\r\n');
    expect(text).toContain('SUMMARY:ExCom Meeting\\; budget\\, fixtures\r\n');
    expect(text).toContain('LOCATION:Club house\\nMalé\r\n');
    expect(text).toContain('ORGANIZER;CN="Aminath Ami Shifa":mailto:ami@club.example');
    expect(text).toContain('mailto:ahmed@club.example');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(event.description.trimEnd());
    expect(text).not.toContain('\uFFFD');
  });

  it('updates and cancels the same event: same UID, a higher SEQUENCE, as an iCalendar parser reads them', () => {
    const moved = { ...event, sequence: 1, start: new Date('2026-12-02T09:00:00Z'), location: 'Hulhumalé ground' };
    expect(readCalendar(calendarMessage('REQUEST', moved))).toEqual({
      method: 'REQUEST',
      uid: 'meeting-1@club.example',
      sequence: 1,
      start: '2026-12-02T09:00:00.000Z',
      summary: 'ExCom Meeting; budget, fixtures',
      location: 'Hulhumalé ground',
      status: 'CONFIRMED',
    });
    expect(readCalendar(calendarMessage('CANCEL', { ...moved, sequence: 2 }))).toMatchObject({
      method: 'CANCEL',
      uid: 'meeting-1@club.example',
      sequence: 2,
      status: 'CANCELLED',
    });
  });
});
