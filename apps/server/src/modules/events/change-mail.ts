import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { events } from '../../db/schema';
import { mailCalendarChange } from '../../platform/calendar-mail';
import { revisionOf } from '../../platform/ics';
import type { Mailer } from '../../platform/mail';
import { notify } from '../../platform/notifications';
import { textsIn } from '../../platform/texts';

type EventRow = typeof events.$inferSelect;

/** An event's length in calendars when it has no end. */
const DEFAULT_MINUTES = 120;

/**
 * Tells everyone holding a place at the event, or waiting for one, that it moved (its day, time or place) or is
 * cancelled (or back on), once each, in their language, inside the change's transaction: the mail goes if and
 * only if the change commits, with the calendar copy (the UID of the people's feeds, a higher SEQUENCE;
 * METHOD:CANCEL when cancelled). A change of anything else (its text, its fee) sends nothing.
 */
export async function mailEventChange(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  before: EventRow,
  after: EventRow,
) {
  const moved =
    before.eventDate.getTime() !== after.eventDate.getTime() ||
    (before.endDate?.getTime() ?? null) !== (after.endDate?.getTime() ?? null) ||
    (before.location ?? '') !== (after.location ?? '');
  const cancelled = after.status === 'cancelled';
  if (cancelled === (before.status === 'cancelled') && (!moved || cancelled)) return;
  const people = await queryRows<{ user_id: string; email: string; name: string; language: string | null }>(
    tx,
    sql`select distinct u.id as user_id, u.email, coalesce(nullif(p.full_name, ''), u.name) as name, p.language
        from event_registrations r join "user" u on u.id = r.user_id left join profiles p on p.user_id = u.id
        where r.event_id = ${after.id} and r.status <> 'cancelled'`,
  );
  const host = new URL(deps.publicUrl).host;
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const minutes = after.endDate
    ? Math.max(1, Math.round((after.endDate.getTime() - after.eventDate.getTime()) / 60_000))
    : DEFAULT_MINUTES;
  const link = `${deps.publicUrl}/events/${after.id}`;
  await mailCalendarChange(tx, deps, people, {
    method,
    filename: 'event.ics',
    write: (texts) => {
      const values = {
        club: texts.club,
        title: after.title,
        change: cancelled ? 'cancelled' : 'changed',
        when: texts.dateTime(after.eventDate),
        place: after.location || texts.t('mail.eventChange.noPlace'),
        link,
      };
      return {
        subject: texts.t('mail.eventChange.subject', values),
        text: texts.t('mail.eventChange.body', values),
        events: [
          {
            uid: `event-${after.id}@${host}`,
            sequence: revisionOf(after.updatedAt),
            start: after.eventDate,
            durationMinutes: minutes,
            summary: after.title,
            location: after.location ?? '',
            description: link,
            url: link,
          },
        ],
      };
    },
  });
  await notify(
    tx,
    people.map((person) => {
      const texts = textsIn(person.language);
      const values = {
        title: after.title,
        change: cancelled ? 'cancelled' : 'changed',
        when: texts.dateTime(after.eventDate),
        place: after.location || texts.t('mail.eventChange.noPlace'),
      };
      return {
        userId: person.user_id,
        title: texts.t('mail.notice.eventChange.title', values),
        body: texts.t('mail.notice.eventChange.body', values),
        link: `/events/${after.id}`,
      };
    }),
  );
}
