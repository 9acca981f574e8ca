import { z } from 'zod';
import { isoDateTime, optionalText, paginated, paginationQuery } from './common';

export const MEETING_TYPES = ['Common', 'Annual Common', 'ExCom', 'Secret'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const MINUTES_STATUSES = ['draft', 'submitted', 'approved'] as const;

export const MEETING_MESSAGES = {
  reasons: 'Please add at least one reason for the meeting',
  attendees: 'Please select at least one attendee',
  onlyRequester: 'Permission Denied: Only the meeting requester can edit meeting minutes',
  decided: 'This meeting request has already been decided.',
} as const;

export const meetingRequestInputSchema = z.object({
  meetingType: z.enum(MEETING_TYPES).default('Common'),
  meetingLocation: z.string().trim().min(1, 'Location is required').max(200),
  requestedDate: isoDateTime,
  attendees: z
    .array(z.string().min(1).max(100))
    .max(500)
    .refine((ids) => ids.length > 0, MEETING_MESSAGES.attendees),
  inCharge: z.string().min(1).max(100).nullable().optional(),
  meetingNumber: optionalText(20),
  /** Blank reasons are dropped; at least one must remain. */
  reasons: z
    .array(z.string().trim().max(500))
    .max(50)
    .transform((reasons) => reasons.filter((r) => r !== ''))
    .refine((reasons) => reasons.length > 0, MEETING_MESSAGES.reasons),
});

const person = z.object({ userId: z.string(), fullName: z.string() });

export const meetingRequestSchema = z.object({
  id: z.string(),
  meetingType: z.enum(MEETING_TYPES),
  meetingLocation: z.string(),
  requestedDate: z.string(),
  attendees: z.array(person),
  inCharge: person.nullable(),
  meetingNumber: z.string().nullable(),
  reasons: z.array(z.string()),
  status: z.enum(MEETING_REQUEST_STATUSES),
  requestedBy: person.nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  minutesId: z.string().nullable(),
});

export const meetingRequestQuerySchema = paginationQuery.omit({ search: true }).extend({
  /** mine: the viewer's own requests; pending: those waiting for a decision (approvers). */
  view: z.enum(['mine', 'pending', 'all']).default('all'),
});

export const meetingRequestsPageSchema = paginated(meetingRequestSchema);

/** Someone who can be invited or put in charge: name and email, found by either. */
export const meetingPersonSchema = z.object({ userId: z.string(), fullName: z.string(), email: z.string() });

export type MeetingRequestInput = z.input<typeof meetingRequestInputSchema>;
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;
export type MeetingRequestsPage = z.infer<typeof meetingRequestsPageSchema>;
export type MeetingPerson = z.infer<typeof meetingPersonSchema>;

export const DISCUSSION_TYPES = ['previous', 'current'] as const;
export const DISCUSSION_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const DISCUSSION_STATUS_LABELS = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
} as const satisfies Record<(typeof DISCUSSION_STATUSES)[number], string>;

/** The fixed note of the formal minutes' preview (the PDF's is `documents.minutes.confidential`). */
export const minutesConfidentialityNote = (club: string) =>
  `This document is confidential. It is intended only for the members of ${club} ` +
  'and may not be copied or shared without the approval of the Executive Committee.';

export const MINUTES_MESSAGES = {
  noPrevious: 'No previous meeting found with this number',
  noDiscussions: 'No discussions found in the previous meeting',
  approved: 'These minutes are already approved.',
} as const;

export const discussionInputSchema = z.object({
  details: z.string().trim().min(1, 'Details are required').max(5000),
  discussionType: z.enum(DISCUSSION_TYPES).default('current'),
  status: z.enum(DISCUSSION_STATUSES).default('pending'),
  personInCharge: z.string().min(1).max(100).nullable().optional(),
});

/** The minutes form: empty reasons dropped; an empty list, attendees, in-charge, number or end time saved as null. */
export const minutesInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  meetingDate: isoDateTime,
  meetingLocation: z.string().trim().min(1, 'Location is required').max(200),
  meetingType: z.enum(MEETING_TYPES).default('Common'),
  minutes: z.string().trim().min(1, 'Minutes are required').max(100_000),
  attendees: z.array(z.string().min(1).max(100)).max(500).default([]),
  inCharge: z.string().min(1).max(100).nullable().optional(),
  meetingNumber: optionalText(20),
  reasons: z
    .array(z.string().trim().max(500))
    .max(50)
    .default([])
    .transform((reasons) => reasons.filter((r) => r !== '')),
  meetingEndDatetime: isoDateTime.nullable().optional(),
  /** Load Previous: the previous meeting's open items, saved with these minutes as 'Previous Meeting' discussions. */
  carriedDiscussions: z
    .array(discussionInputSchema.omit({ discussionType: true }))
    .max(100)
    .default([]),
});

export const discussionSchema = z.object({
  id: z.string(),
  discussionType: z.enum(DISCUSSION_TYPES),
  details: z.string(),
  status: z.enum(DISCUSSION_STATUSES),
  personInCharge: person.nullable(),
});

export const minutesSchema = z.object({
  id: z.string(),
  meetingRequestId: z.string().nullable(),
  title: z.string(),
  minutes: z.string(),
  meetingDate: z.string(),
  meetingLocation: z.string(),
  meetingType: z.enum(MEETING_TYPES),
  attendees: z.array(person),
  inCharge: person.nullable(),
  meetingNumber: z.string().nullable(),
  reasons: z.array(z.string()).nullable(),
  meetingEndDatetime: z.string().nullable(),
  preparedByName: z.string().nullable(),
  preparedAt: z.string().nullable(),
  status: z.enum(MINUTES_STATUSES),
  requestedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  discussions: z.array(discussionSchema),
  /** What the viewer may do with these minutes, as the server decides it. */
  can: z.object({
    /** Edit them and their discussions: the requester's, or an approver's (with meetings:edit). */
    change: z.boolean(),
    approve: z.boolean(),
    delete: z.boolean(),
  }),
});

export const minutesPageSchema = paginated(minutesSchema);

export type MinutesInput = z.input<typeof minutesInputSchema>;
export type Minutes = z.infer<typeof minutesSchema>;
export type DiscussionInput = z.input<typeof discussionInputSchema>;
export type Discussion = z.infer<typeof discussionSchema>;

/** Load Previous: the latest other meeting with a number, and its discussions to carry over. */
export const previousMeetingSchema = z.object({
  minutesId: z.string(),
  title: z.string(),
  discussions: z.array(discussionSchema),
});
export type PreviousMeeting = z.infer<typeof previousMeetingSchema>;
export type MinutesPage = z.infer<typeof minutesPageSchema>;

/** A name as meetings show it: 'Not assigned' for nobody, 'Unknown' when the person's name is missing (spec). */
export const meetingPersonName = (person: { fullName: string } | null | undefined) =>
  person ? person.fullName.trim() || 'Unknown' : 'Not assigned';
