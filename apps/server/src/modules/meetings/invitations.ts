import type { Language } from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { meetingMinutes } from '../../db/schema';
import { calendarAttachment, calendarMessage } from '../../platform/ics';
import type { Mailer } from '../../platform/mail';
import { textsIn } from '../../platform/texts';

/** Calendars need an end; without one the invitation blocks this long. */
const DEFAULT_MINUTES = 60;

interface Person {
  name: string;
  email: string;
  language: Language | null;
}

/** A meeting as its attendees' calendars hold it: one event per approved request. */
export interface CalendarMeeting {
  /** The request's id: the event's UID, the same in every invitation, update and cancellation. */
  requestId: string;
  meetingType: string;
  meetingLocation: string;
  start: Date;
  end: Date | null;
  meetingNumber: string | null;
  reasons: string[] | null;
  requestedBy: string | null;
  inCharge: string | null;
  /** The calendar copy's revision (SEQUENCE). */
  sequence: number;
}

/** What the email tells the attendee: invited, the meeting changed, or it is off. */
export type MeetingNotice = 'invitation' | 'update' | 'cancellation';

/** Where a meeting's calendar identity lives: the minutes of an approved request. */
export type MeetingMinutesRow = typeof meetingMinutes.$inferSelect;

/** The meeting its minutes describe, for the calendar, with the revision it will be sent as. */
export const calendarMeetingOf = (minutes: MeetingMinutesRow, sequence: number): CalendarMeeting | null =>
  minutes.meetingRequestId
    ? {
        requestId: minutes.meetingRequestId,
        meetingType: minutes.meetingType,
        meetingLocation: minutes.meetingLocation ?? '',
        start: minutes.meetingDate,
        end: minutes.meetingEndDatetime,
        meetingNumber: minutes.meetingNumber,
        reasons: minutes.reasons,
        requestedBy: minutes.requestedBy,
        inCharge: minutes.inCharge,
        sequence,
      }
    : null;

/** Takes the next calendar revision of a meeting's minutes (in the caller's transaction). */
export async function nextCalendarSequence(tx: AppDatabase, minutesId: string) {
  const [row] = await tx
    .update(meetingMinutes)
    .set({ calendarSequence: sql`${meetingMinutes.calendarSequence} + 1` })
    .where(eq(meetingMinutes.id, minutesId))
    .returning({ sequence: meetingMinutes.calendarSequence });
  if (!row) throw new Error('minutes not found');
  return row.sequence;
}

/**
 * Queues, in the caller's transaction, one email per person in `attendeeIds` with the meeting's details
 * and its calendar copy (.ics): the invitation, an update (same UID, higher SEQUENCE) or the cancellation.
 * The mail goes out if and only if the change commits.
 */
export async function queueMeetingMail(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  meeting: CalendarMeeting,
  notice: MeetingNotice,
  attendeeIds: readonly string[],
) {
  if (attendeeIds.length === 0) return;
  const named = sql`select coalesce(nullif(p.full_name, ''), u.name) as name, u.email, p.language
    from "user" u left join profiles p on p.user_id = u.id`;
  const ids = sql.join(
    attendeeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const invited = await queryRows<Person>(tx, sql`${named} where u.id in (${ids}) order by 1`);
  const person = async (userId: string | null) =>
    userId ? ((await queryRows<Person>(tx, sql`${named} where u.id = ${userId}`))[0] ?? null) : null;
  const requester = await person(meeting.requestedBy);
  const inCharge = await person(meeting.inCharge);
  const host = new URL(deps.publicUrl).hostname;
  const reasons = meeting.reasons ?? [];
  const durationMinutes = meeting.end
    ? Math.max(1, Math.round((meeting.end.getTime() - meeting.start.getTime()) / 60_000))
    : DEFAULT_MINUTES;
  const method = notice === 'cancellation' ? 'CANCEL' : 'REQUEST';
  // Each attendee reads the mail and the calendar copy in their own language (the event's UID is the same in all).
  for (const attendee of invited) {
    const texts = textsIn(attendee.language);
    const { t } = texts;
    const title = t('mail.meeting.title', { type: meeting.meetingType, number: meeting.meetingNumber ?? 'none' });
    const when = t('mail.meeting.when', { dateTime: texts.dateTime(meeting.start) });
    const ics = calendarMessage(method, {
      uid: `meeting-${meeting.requestId}@${host}`,
      sequence: meeting.sequence,
      start: meeting.start,
      durationMinutes,
      summary: `${texts.club}: ${title}`,
      location: meeting.meetingLocation,
      description: reasons.length > 0 ? `${t('mail.meeting.reasons')}\n${reasons.map((r) => `- ${r}`).join('\n')}` : '',
      organizer: requester ?? { name: texts.club, email: `no-reply@${host}` },
      attendees: invited,
    });
    const details = [
      t('mail.meeting.meeting', { title }),
      t('mail.meeting.dateAndTime', { when }),
      t('mail.meeting.location', { location: meeting.meetingLocation }),
      ...(inCharge ? [t('mail.meeting.inCharge', { name: inCharge.name })] : []),
      ...(requester ? [t('mail.meeting.requestedBy', { name: requester.name })] : []),
      ...(reasons.length > 0 ? ['', t('mail.meeting.reasons'), ...reasons.map((reason) => `- ${reason}`)] : []),
    ].join('\n');
    const calendarNote = t(
      notice === 'cancellation' ? 'mail.meeting.calendarCancellation' : 'mail.meeting.calendarInvitation',
    );
    const link = t('mail.meeting.link', { link: `${deps.publicUrl}/admin/meetings` });
    await deps.mailer.send(
      {
        to: attendee.email,
        subject: t('mail.meeting.subject', { club: texts.club, notice, title, when }),
        text:
          `${t('mail.greeting', { name: attendee.name })}\n\n${t('mail.meeting.opening', { club: texts.club, notice })}\n\n` +
          `${details}\n\n${calendarNote} ${link}\n`,
        attachments: [calendarAttachment('meeting.ics', method, ics)],
      },
      tx,
    );
  }
}

/** Whether a change of the minutes moves the meeting in its attendees' calendars. */
const movesTheMeeting = (before: MeetingMinutesRow, after: MeetingMinutesRow) =>
  before.meetingDate.getTime() !== after.meetingDate.getTime() ||
  (before.meetingEndDatetime?.getTime() ?? null) !== (after.meetingEndDatetime?.getTime() ?? null) ||
  before.meetingLocation !== after.meetingLocation ||
  before.meetingType !== after.meetingType ||
  before.meetingNumber !== after.meetingNumber;

/**
 * After the minutes of an invited meeting changed (in the same transaction): an update to the attendees
 * who stay when the date, time, place or name moved, an invitation to those added, a cancellation to those
 * taken off; each under the meeting's next revision. Nothing when the calendars would not change.
 */
export async function queueCalendarChanges(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  change: {
    before: MeetingMinutesRow;
    after: MeetingMinutesRow;
    attendeesBefore: readonly string[];
    attendeesAfter: readonly string[];
  },
) {
  const { before, after, attendeesBefore, attendeesAfter } = change;
  const added = attendeesAfter.filter((id) => !attendeesBefore.includes(id));
  const removed = attendeesBefore.filter((id) => !attendeesAfter.includes(id));
  const kept = attendeesAfter.filter((id) => attendeesBefore.includes(id));
  const moved = movesTheMeeting(before, after);
  if (!after.meetingRequestId || (!moved && added.length === 0 && removed.length === 0)) return;
  const sequence = await nextCalendarSequence(tx, after.id);
  const now = calendarMeetingOf(after, sequence);
  const was = calendarMeetingOf(before, sequence);
  if (!now || !was) return;
  if (moved) await queueMeetingMail(tx, deps, now, 'update', kept);
  await queueMeetingMail(tx, deps, now, 'invitation', added);
  await queueMeetingMail(tx, deps, was, 'cancellation', removed);
}

/** Before an invited meeting's minutes are deleted (same transaction): its cancellation to every attendee. */
export async function queueCancellation(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  minutes: MeetingMinutesRow,
  attendeeIds: readonly string[],
) {
  const meeting = calendarMeetingOf(minutes, minutes.calendarSequence + 1);
  if (meeting) await queueMeetingMail(tx, deps, meeting, 'cancellation', attendeeIds);
}
