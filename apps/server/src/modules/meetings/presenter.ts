import type { MeetingRequest } from '@club/shared';
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
