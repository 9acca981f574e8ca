/** A calendar invitation (RFC 5545), as attached to a meeting's email. */
export interface CalendarEvent {
  /** Stable across updates of the same event, unique worldwide (an id at the club's domain). */
  uid: string;
  /** The revision: 0 as first sent, higher for each update or the cancellation (calendars keep the highest). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  /** Where it is seen on the portal. */
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** A calendar revision (SEQUENCE) from when a record last changed, for records that keep no count: it only grows. */
export const revisionOf = (changedAt: Date | string) =>
  Math.max(0, Math.floor((new Date(changedAt).getTime() - Date.UTC(2020, 0, 1)) / 1000));

/** A calendar message as a mail's attachment (the method in its content type, as calendars look for it). */
export const calendarAttachment = (filename: string, method: 'REQUEST' | 'CANCEL', content: string) => ({
  filename,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
});

/** Text values escape backslash, semicolon, comma and line breaks. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (a name) is quoted and may not hold quotes or control characters. */
const quoteParameter = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Folds a content line at 75 octets without splitting a UTF-8 character (continuations start with a space). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The event as an invitation or its update (METHOD:REQUEST), or its cancellation (METHOD:CANCEL): a
 * calendar that holds the event by its UID replaces or removes it when the sequence is higher.
 */
export const calendarMessage = (method: 'REQUEST' | 'CANCEL', event: CalendarEvent, now = new Date()) =>
  calendarMessages(method, [event], now);

/** Several events (the dates of a weekly session) in one invitation, update or cancellation. */
export function calendarMessages(method: 'REQUEST' | 'CANCEL', events: CalendarEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maldives Sports Club//Portal//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap((event) => eventLines(method, event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function eventLines(method: 'REQUEST' | 'CANCEL', event: CalendarEvent, now: Date) {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${quoteParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${quoteParameter(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** An event of a subscribed calendar (a feed): no organiser or attendees; a cancelled one stays, marked. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string | null;
  /** Where the event is seen and answered on the portal. */
  url: string | null;
  cancelled: boolean;
  /** When the event last changed (calendars that ignore SEQUENCE compare this). */
  modified: Date;
}

/**
 * A calendar to subscribe to (RFC 5545 with METHOD:PUBLISH): the phone fetches it again now and then and
 * shows what it holds, replacing each event by its UID, and marks the cancelled ones. The portal never writes
 * into a phone's calendar; removing the subscription removes every event it brought.
 */
export function calendarFeed(name: string, events: FeedEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maldives Sports Club//Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Indian/Maldives',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcStamp(now)}`,
      `LAST-MODIFIED:${utcStamp(event.modified)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
