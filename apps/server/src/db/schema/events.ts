import { EVENT_STATUSES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
