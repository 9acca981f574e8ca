import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';

export const executiveCommittee = pgTable(
  'executive_committee',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    bio: text('bio'),
    email: text('email'),
    phone: text('phone'),
    imageUrl: text('image_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    termStartDate: date('term_start_date', { mode: 'string' }),
    termEndDate: date('term_end_date', { mode: 'string' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('executive_committee_created_by_idx').on(t.createdBy),
    index('executive_committee_updated_by_idx').on(t.updatedBy),
    index('executive_committee_order_idx').on(t.displayOrder),
  ],
);
