import {
  type discussionInputSchema,
  MEETING_MESSAGES,
  MINUTES_MESSAGES,
  type meetingRequestInputSchema,
  type minutesInputSchema,
} from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { assertClubPeople } from '../profiles/service';
import { calendarMeetingOf, queueCalendarChanges, queueCancellation, queueMeetingMail } from './invitations';
import {
  deleteMinutes,
  insertDiscussions,
  insertMinutes,
  lockMinutes,
  minutesAttendeeIds,
  replaceAttendees,
  updateDiscussion,
  updateMinutes,
} from './minutes-repository';
import { deleteRequest, insertRequest, lockRequest, requestAttendeeIds, updateRequest } from './repository';

export {
  findByNumber as previousMeeting,
  findMinutes as visibleMinutes,
  listMinutes as minutesPage,
} from './minutes-repository';
export { findRequest as visibleRequest, listRequests as requestsPage } from './repository';

export interface MeetingDeps {
  db: AppDatabase;
  permissions: PermissionStore;
  mailer: Mailer;
  publicUrl: string;
}

const PEOPLE = 'Choose people from the club.';

/** Requests a meeting; its attendees are recorded in the audit trail as one list. */
export async function requestMeeting(db: AppDatabase, actor: Viewer, body: z.output<typeof meetingRequestInputSchema>) {
  await assertClubPeople(db, body.attendees, 'attendees', MEETING_MESSAGES.attendees);
  if (body.inCharge)
    await assertClubPeople(db, [body.inCharge], 'inCharge', 'Choose the person in charge from the club.');
  const attendees = [...new Set(body.attendees)];
  return asActor(db, actor, async (tx) => {
    const id = await insertRequest(
      tx,
      {
        requestedBy: actor.userId,
        meetingType: body.meetingType,
        meetingLocation: body.meetingLocation,
        requestedDate: new Date(body.requestedDate),
        inCharge: body.inCharge ?? null,
        meetingNumber: body.meetingNumber ?? null,
        reasons: body.reasons,
      },
      attendees,
    );
    await recordAudit(tx, actor, {
      action: 'meeting_requests.attendees',
      entityType: 'meeting_requests',
      entityId: id,
      after: attendees,
    });
    return id;
  });
}

/**
 * Approves or rejects a pending request, once (the row is locked; a decided request is a 409). Approval
 * creates the meeting's minutes with the request's attendees and sends them the calendar invitation, in
 * the same transaction.
 */
export async function decideRequest(deps: MeetingDeps, actor: Viewer, id: string, decision: 'approved' | 'rejected') {
  await asActor(deps.db, actor, async (tx) => {
    await assertStillHolds(tx, deps.permissions, actor, 'meetings', 'approve');
    const current = await lockRequest(tx, id);
    if (!current) throw notFound('Meeting request not found.');
    if (current.status !== 'pending') throw conflict(MEETING_MESSAGES.decided);
    await updateRequest(tx, current.id, { status: decision, approvedBy: actor.userId, approvedAt: new Date() });
    if (decision === 'rejected') return;
    const attendees = await requestAttendeeIds(tx, current.id);
    const minutes = await insertMinutes(
      tx,
      {
        meetingRequestId: current.id,
        title: `${current.meetingType} Meeting`,
        minutes: '',
        meetingDate: current.requestedDate,
        meetingLocation: current.meetingLocation,
        meetingType: current.meetingType,
        inCharge: current.inCharge,
        meetingNumber: current.meetingNumber,
        reasons: current.reasons,
        requestedBy: current.requestedBy,
        createdBy: actor.userId,
      },
      attendees,
    );
    const meeting = calendarMeetingOf(minutes, minutes.calendarSequence);
    if (meeting) await queueMeetingMail(tx, deps, meeting, 'invitation', attendees);
  });
}

/** Deletes a request still pending (a decided one stays on record). */
export function deletePendingRequest(db: AppDatabase, actor: Viewer, id: string) {
  return asActor(db, actor, async (tx) => {
    const current = await lockRequest(tx, id);
    if (!current) throw notFound('Meeting request not found.');
    if (current.status !== 'pending') throw conflict(MEETING_MESSAGES.decided);
    await deleteRequest(tx, current.id);
  });
}

/** Locks minutes for a change; approved minutes never change again. */
async function lockDraft(tx: AppDatabase, id: string) {
  const current = await lockMinutes(tx, id);
  if (!current) throw notFound('Meeting minutes not found.');
  if (current.status === 'approved') throw conflict(MINUTES_MESSAGES.approved);
  return current;
}

/**
 * Saves minutes as a draft prepared by the actor, now: their fields, their attendees (one audit row for
 * the list), the discussions carried over from the previous meeting, and the calendar update (or
 * cancellation) mailed to whoever it concerns.
 */
export async function saveMinutes(
  deps: MeetingDeps,
  actor: Viewer,
  minutesId: string,
  body: z.output<typeof minutesInputSchema>,
) {
  const people = [
    ...body.attendees,
    ...(body.inCharge ? [body.inCharge] : []),
    ...body.carriedDiscussions.flatMap((d) => (d.personInCharge ? [d.personInCharge] : [])),
  ];
  await assertClubPeople(deps.db, people, 'attendees', PEOPLE);
  const attendees = [...new Set(body.attendees)];
  await asActor(deps.db, actor, async (tx) => {
    const before = await lockDraft(tx, minutesId);
    const attendeesBefore = await minutesAttendeeIds(tx, minutesId);
    const after = await updateMinutes(tx, minutesId, {
      title: body.title,
      minutes: body.minutes,
      meetingDate: new Date(body.meetingDate),
      meetingLocation: body.meetingLocation,
      meetingType: body.meetingType,
      inCharge: body.inCharge ?? null,
      meetingNumber: body.meetingNumber ?? null,
      reasons: body.reasons.length > 0 ? body.reasons : null,
      meetingEndDatetime: body.meetingEndDatetime ? new Date(body.meetingEndDatetime) : null,
      status: 'draft',
      preparedBy: actor.userId,
      preparedAt: new Date(),
    });
    await replaceAttendees(tx, minutesId, attendees);
    // Attendee rows have no id of their own for the audit trigger: one row records the list's change.
    await recordAudit(tx, actor, {
      action: 'meeting_minutes.attendees',
      entityType: 'meeting_minutes',
      entityId: minutesId,
      before: [...attendeesBefore].sort(),
      after: attendees,
    });
    await queueCalendarChanges(tx, deps, { before, after, attendeesBefore, attendeesAfter: attendees });
    await insertDiscussions(
      tx,
      body.carriedDiscussions.map((d) => ({
        ...d,
        personInCharge: d.personInCharge ?? null,
        discussionType: 'previous' as const,
        meetingId: minutesId,
      })),
    );
  });
}

/** Approves minutes, once. */
export async function approveMinutes(deps: MeetingDeps, actor: Viewer, minutesId: string) {
  await asActor(deps.db, actor, async (tx) => {
    await assertStillHolds(tx, deps.permissions, actor, 'meetings', 'approve');
    await lockDraft(tx, minutesId);
    await updateMinutes(tx, minutesId, { status: 'approved', approvedBy: actor.userId, approvedAt: new Date() });
  });
}

type DiscussionInput = z.output<typeof discussionInputSchema>;

export async function addDiscussion(db: AppDatabase, actor: Viewer, minutesId: string, body: DiscussionInput) {
  if (body.personInCharge) await assertClubPeople(db, [body.personInCharge], 'personInCharge', PEOPLE);
  const [created] = await asActor(db, actor, async (tx) => {
    await lockDraft(tx, minutesId);
    return insertDiscussions(tx, [{ ...body, personInCharge: body.personInCharge ?? null, meetingId: minutesId }]);
  });
  if (!created) throw new Error('insert returned nothing');
  return created.id;
}

export async function changeDiscussion(
  db: AppDatabase,
  actor: Viewer,
  minutesId: string,
  discussionId: string,
  body: DiscussionInput,
) {
  if (body.personInCharge) await assertClubPeople(db, [body.personInCharge], 'personInCharge', PEOPLE);
  const updated = await asActor(db, actor, async (tx) => {
    await lockDraft(tx, minutesId);
    return updateDiscussion(tx, minutesId, discussionId, { ...body, personInCharge: body.personInCharge ?? null });
  });
  if (!updated) throw notFound('Discussion not found.');
}

/** Deletes draft minutes (never approved ones); their attendees get the calendar cancellation. */
export function deleteDraftMinutes(deps: MeetingDeps, actor: Viewer, minutesId: string) {
  return asActor(deps.db, actor, async (tx) => {
    const current = await lockDraft(tx, minutesId);
    await queueCancellation(tx, deps, current, await minutesAttendeeIds(tx, current.id));
    await deleteMinutes(tx, current.id);
  });
}
