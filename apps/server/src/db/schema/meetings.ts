import {
  DISCUSSION_STATUSES,
  DISCUSSION_TYPES,
  MEETING_REQUEST_STATUSES,
  MEETING_TYPES,
  MINUTES_STATUSES,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { oneOf } from './checks';

export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    meetingType: text('meeting_type', { enum: MEETING_TYPES }).notNull(),
    meetingLocation: text('meeting_location').notNull(),
    requestedDate: timestamp('requested_date', { withTimezone: true }).notNull(),
    inCharge: text('in_charge').references(() => user.id, { onDelete: 'set null' }),
    meetingNumber: text('meeting_number'),
    reasons: text('reasons').array().notNull(),
    status: text('status', { enum: MEETING_REQUEST_STATUSES }).notNull().default('pending'),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('meeting_requests_type_check', t.meetingType, MEETING_TYPES),
    oneOf('meeting_requests_status_check', t.status, MEETING_REQUEST_STATUSES),
    check('meeting_requests_reasons_check', sql`cardinality(${t.reasons}) > 0`),
    index('meeting_requests_created_idx').on(t.createdAt, t.id),
    index('meeting_requests_requested_by_idx').on(t.requestedBy),
    index('meeting_requests_in_charge_idx').on(t.inCharge),
    index('meeting_requests_approved_by_idx').on(t.approvedBy),
    index('meeting_requests_updated_by_idx').on(t.updatedBy),
  ],
);

/** Who is invited: one row per attendee, so "is this viewer an attendee" is an index lookup. */
export const meetingRequestAttendees = pgTable(
  'meeting_request_attendees',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => meetingRequests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] }), index('meeting_request_attendees_user_idx').on(t.userId)],
);

/** The minutes of an approved meeting: created with the approval, written afterwards. */
export const meetingMinutes = pgTable(
  'meeting_minutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    meetingRequestId: uuid('meeting_request_id').references(() => meetingRequests.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    minutes: text('minutes').notNull().default(''),
    meetingDate: timestamp('meeting_date', { withTimezone: true }).notNull(),
    meetingLocation: text('meeting_location').notNull(),
    meetingType: text('meeting_type', { enum: MEETING_TYPES }).notNull(),
    inCharge: text('in_charge').references(() => user.id, { onDelete: 'set null' }),
    meetingNumber: text('meeting_number'),
    reasons: text('reasons').array(),
    meetingEndDatetime: timestamp('meeting_end_datetime', { withTimezone: true }),
    /** The attendees' calendar copy's revision (iCalendar SEQUENCE): 0 as invited, one more per update or cancellation. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    preparedBy: text('prepared_by').references(() => user.id, { onDelete: 'set null' }),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    status: text('status', { enum: MINUTES_STATUSES }).notNull().default('draft'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('meeting_minutes_type_check', t.meetingType, MEETING_TYPES),
    oneOf('meeting_minutes_status_check', t.status, MINUTES_STATUSES),
    unique('meeting_minutes_one_per_request').on(t.meetingRequestId),
    index('meeting_minutes_date_idx').on(t.meetingDate, t.id),
    index('meeting_minutes_number_idx').on(t.meetingNumber),
    index('meeting_minutes_in_charge_idx').on(t.inCharge),
    index('meeting_minutes_prepared_by_idx').on(t.preparedBy),
    index('meeting_minutes_requested_by_idx').on(t.requestedBy),
    index('meeting_minutes_created_by_idx').on(t.createdBy),
    index('meeting_minutes_approved_by_idx').on(t.approvedBy),
    index('meeting_minutes_updated_by_idx').on(t.updatedBy),
  ],
);

export const meetingMinuteAttendees = pgTable(
  'meeting_minute_attendees',
  {
    minutesId: uuid('minutes_id')
      .notNull()
      .references(() => meetingMinutes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.minutesId, t.userId] }), index('meeting_minute_attendees_user_idx').on(t.userId)],
);

export const meetingDiscussions = pgTable(
  'meeting_discussions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetingMinutes.id, { onDelete: 'cascade' }),
    discussionType: text('discussion_type', { enum: DISCUSSION_TYPES }).notNull().default('current'),
    details: text('details').notNull(),
    personInCharge: text('person_in_charge').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: DISCUSSION_STATUSES }).notNull().default('pending'),
    /** The order items were recorded in (several may be saved in one transaction, with one created_at). */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('meeting_discussions_type_check', t.discussionType, DISCUSSION_TYPES),
    oneOf('meeting_discussions_status_check', t.status, DISCUSSION_STATUSES),
    index('meeting_discussions_meeting_idx').on(t.meetingId, t.discussionType),
    index('meeting_discussions_person_idx').on(t.personInCharge),
    index('meeting_discussions_updated_by_idx').on(t.updatedBy),
  ],
);
