import type { MeetingRequest, Minutes } from '@club/shared';
import type { MinutesRow } from './minutes-repository';
import { isoOrNull, type RequestRow } from './repository';

export const presentRequest = (row: RequestRow): MeetingRequest => ({
  id: row.id,
  meetingType: row.meeting_type,
  meetingLocation: row.meeting_location,
  requestedDate: new Date(row.requested_date).toISOString(),
  attendees: row.attendees,
  inCharge: row.in_charge ? { userId: row.in_charge, fullName: row.in_charge_name ?? '' } : null,
  meetingNumber: row.meeting_number,
  reasons: row.reasons,
  status: row.status,
  requestedBy: row.requested_by ? { userId: row.requested_by, fullName: row.requested_by_name ?? '' } : null,
  approvedByName: row.approved_by_name,
  approvedAt: isoOrNull(row.approved_at),
  createdAt: new Date(row.created_at).toISOString(),
  minutesId: row.minutes_id,
});

/** The viewer's rights on minutes: the module's rights, and who they are (the requester may change their own). */
export interface MinutesRights {
  userId: string;
  edit: boolean;
  approve: boolean;
  delete: boolean;
}

/** Minutes are changed (and their discussions) by an approver, or by their requester, holding meetings:edit. */
export const mayChangeMinutes = (rights: MinutesRights, requestedBy: string | null) =>
  rights.edit && (rights.approve || requestedBy === rights.userId);

export const presentMinutes = (row: MinutesRow, rights: MinutesRights): Minutes => ({
  id: row.id,
  meetingRequestId: row.meeting_request_id,
  title: row.title,
  minutes: row.minutes,
  meetingDate: new Date(row.meeting_date).toISOString(),
  meetingLocation: row.meeting_location,
  meetingType: row.meeting_type,
  attendees: row.attendees,
  inCharge: row.in_charge ? { userId: row.in_charge, fullName: row.in_charge_name ?? '' } : null,
  meetingNumber: row.meeting_number,
  reasons: row.reasons,
  meetingEndDatetime: isoOrNull(row.meeting_end_datetime),
  preparedByName: row.prepared_by_name,
  preparedAt: isoOrNull(row.prepared_at),
  status: row.status,
  requestedBy: row.requested_by,
  approvedByName: row.approved_by_name,
  approvedAt: isoOrNull(row.approved_at),
  discussions: row.discussions.map((d) => ({
    id: d.id,
    discussionType: d.discussionType,
    details: d.details,
    status: d.status,
    personInCharge: d.personInCharge ? { userId: d.personInCharge, fullName: d.personInChargeName ?? '' } : null,
  })),
  can: {
    change: mayChangeMinutes(rights, row.requested_by),
    approve: rights.approve && row.status !== 'approved',
    delete: rights.delete && row.status !== 'approved',
  },
});
