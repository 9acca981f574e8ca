import { EVENT_FEE_STATUSES, EVENT_REGISTRATION_STATUSES, EVENT_STATUSES } from '@club/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { notNegative, oneOf } from './checks';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    location: text('location'),
    maxParticipants: integer('max_participants'),
    registrationFee: numeric('registration_fee', { precision: 14, scale: 2 }),
    /** One of the four statuses; the screens still show Unknown for anything else (spec). */
    status: text('status').notNull().default('upcoming'),
    isPublic: boolean('is_public').notNull().default(true),
    eventImageUrl: text('event_image_url'),
    organizerId: text('organizer_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_organizer_id_idx').on(t.organizerId),
    index('events_updated_by_idx').on(t.updatedBy),

    index('events_public_date_idx').on(t.isPublic, t.eventDate),
    index('events_date_idx').on(t.eventDate.desc().nullsFirst()),
    oneOf('events_status_check', t.status, EVENT_STATUSES),
    notNegative('events_registration_fee_check', t.registrationFee),
    check('events_max_participants_check', sql`${t.maxParticipants} >= 1`),
  ],
);

/**
 * A member's place at an event: registered, or waiting (in queue order) while the event is full; a cancelled
 * place stays on record. Places are given under the event row's lock, so concurrent sign-ups never overbook,
 * and the queue number is drawn under it too, so the waiting list is in the order the places were asked for.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EVENT_REGISTRATION_STATUSES }).notNull(),
    queueNumber: bigserial('queue_number', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The event's fee when the place was given (null: free, or still waiting for a place). */
    feeAmount: numeric('fee_amount', { precision: 14, scale: 2 }),
    feeStatus: text('fee_status', { enum: EVENT_FEE_STATUSES }),
    paymentReference: text('payment_reference').unique(),
    /** The place is held for the slip until then; released to the waiting list after it. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    slipName: text('slip_name'),
    slipSentAt: timestamp('slip_sent_at', { withTimezone: true }),
    receiptNumber: text('receipt_number').unique(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('event_registrations_one_standing').on(t.eventId, t.userId).where(sql`status <> 'cancelled'`),
    index('event_registrations_queue_idx').on(t.eventId, t.status, t.queueNumber),
    index('event_registrations_user_idx').on(t.userId),
    index('event_registrations_updated_by_idx').on(t.updatedBy),
    oneOf('event_registrations_status_check', t.status, EVENT_REGISTRATION_STATUSES),
    check('event_registrations_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    oneOf('event_registrations_fee_status_check', t.feeStatus, EVENT_FEE_STATUSES),
    notNegative('event_registrations_fee_amount_check', t.feeAmount),
    check(
      'event_registrations_fee_check',
      sql`(${t.feeStatus} is null) = (${t.feeAmount} is null) and (${t.feeStatus} is null) = (${t.paymentReference} is null)`,
    ),
    index('event_registrations_fee_due_idx').on(t.payBy).where(sql`fee_status = 'due'`),
    index('event_registrations_fee_sent_idx').on(t.slipSentAt).where(sql`fee_status = 'sent'`),
    index('event_registrations_decided_by_idx').on(t.decidedBy),
  ],
);
