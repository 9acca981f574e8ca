import type { AppDatabase } from '../db/client';
import { type CalendarEvent, calendarAttachment, calendarMessages } from './ics';
import type { Mailer } from './mail';
import { type Texts, textsIn } from './texts';

/** One of a change's calendar events, as its module describes it: the club organises it, the reader attends. */
export type ChangedEvent = Omit<CalendarEvent, 'organizer' | 'attendees'>;

/** A change to something in people's calendars, as each reader is told of it. */
export interface CalendarChange<Reader> {
  /** REQUEST for an invitation or its update, CANCEL when it is called off. */
  method: 'REQUEST' | 'CANCEL';
  /** The attachment's name. */
  filename: string;
  /** The reader's mail in their language: its subject and body, and the calendar events it carries. */
  write: (texts: Texts, reader: Reader) => { subject: string; text: string; events: ChangedEvent[] };
}

/**
 * Mails each reader, in their language, the change with its calendar copy attached (organised by the club from its
 * no-reply address, the reader the attendee), queued in `tx`: it goes if and only if the change commits.
 */
export async function mailCalendarChange<Reader extends { name: string; email: string; language: string | null }>(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  readers: readonly Reader[],
  { method, filename, write }: CalendarChange<Reader>,
) {
  const noReply = `no-reply@${new URL(deps.publicUrl).hostname}`;
  await deps.mailer.send(
    readers.map((reader) => {
      const texts = textsIn(reader.language);
      const { subject, text, events } = write(texts, reader);
      const organizer = { name: texts.club, email: noReply };
      const attendees = [{ name: reader.name, email: reader.email }];
      const ics = calendarMessages(
        method,
        events.map((event) => ({ ...event, organizer, attendees })),
      );
      return { to: reader.email, subject, text, attachments: [calendarAttachment(filename, method, ics)] };
    }),
    tx,
  );
}
