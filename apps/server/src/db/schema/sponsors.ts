import { boolean, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { notNegative } from './checks';

export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    sponsorshipType: text('sponsorship_type'),
    sponsorshipAmount: numeric('sponsorship_amount', { precision: 14, scale: 2 }),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sponsors_updated_by_idx').on(t.updatedBy),

    index('sponsors_active_name_idx').on(t.isActive, t.name),
    notNegative('sponsors_sponsorship_amount_check', t.sponsorshipAmount),
  ],
);
