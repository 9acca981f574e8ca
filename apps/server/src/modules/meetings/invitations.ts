import { CLUB, formatClubDateTime } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { calendarInvitation } from '../../platform/ics';
import type { Mailer } from '../../platform/mail';

/** Calendars need an end; a request has none, so the invitation blocks this long. */
const INVITATION_MINUTES = 60;

interface Invited {
  name: string;
  email: string;
}

/**
 * Queues, in the approving transaction, one email per attendee with the meeting's details and a
 * calendar invitation (.ics): the invitations go out if and only if the approval commits.
 */
export async function queueInvitations(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  request: {
    id: string;
    meetingType: string;
    meetingLocation: string;
    requestedDate: Date;
    meetingNumber: string | null;
    reasons: string[];
    requestedBy: string | null;
    inCharge: string | null;
  },
) {
  const named = sql`select coalesce(nullif(p.full_name, ''), u.name) as name, u.email
    from "user" u left join profiles p on p.user_id = u.id`;
  const invited = await queryRows<Invited>(
    tx,
    sql`${named} where u.id in (select a.user_id from meeting_request_attendees a where a.request_id = ${request.id})
        order by 1`,
  );
  const person = async (userId: string | null) =>
    userId ? ((await queryRows<Invited>(tx, sql`${named} where u.id = ${userId}`))[0] ?? null) : null;
  const requester = await person(request.requestedBy);
  const inCharge = await person(request.inCharge);
  const title = `${request.meetingType} Meeting${request.meetingNumber ? ` no. ${request.meetingNumber}` : ''}`;
  const when = `${formatClubDateTime(request.requestedDate)} (Maldives time)`;
  const ics = calendarInvitation({
    uid: `meeting-${request.id}@${new URL(deps.publicUrl).hostname}`,
    start: request.requestedDate,
    durationMinutes: INVITATION_MINUTES,
    summary: `${CLUB.name}: ${title}`,
    location: request.meetingLocation,
    description: `Reasons:\n${request.reasons.map((r) => `- ${r}`).join('\n')}`,
    organizer: requester ?? { name: CLUB.name, email: `no-reply@${new URL(deps.publicUrl).hostname}` },
    attendees: invited,
  });
  const details = [
    `Meeting: ${title}`,
    `Date and time: ${when}`,
    `Location: ${request.meetingLocation}`,
    ...(inCharge ? [`Person in charge: ${inCharge.name}`] : []),
    ...(requester ? [`Requested by: ${requester.name}`] : []),
    '',
    'Reasons:',
    ...request.reasons.map((reason) => `- ${reason}`),
  ].join('\n');
  for (const attendee of invited)
    await deps.mailer.send(
      {
        to: attendee.email,
        subject: `${CLUB.name}: ${title}, ${when}`,
        text:
          `Hello ${attendee.name},\n\nYou are invited to a meeting of ${CLUB.name}.\n\n${details}\n\n` +
          `The calendar invitation is attached. Meetings and minutes: ${deps.publicUrl}/admin/meetings\n`,
        attachments: [
          { filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
        ],
      },
      tx,
    );
}
