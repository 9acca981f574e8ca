import { CLOSURE_STATUSES, LANGUAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { oneOf } from './checks';
import { userRoles } from './roles';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The language the person chose for the portal and its emails; null: their browser's. */
    language: text('language'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_role_id_idx').on(t.roleId),
    oneOf('profiles_language_check', t.language, LANGUAGES),
    index('profiles_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A person asking the club to close their account. Staff confirm it: the login goes, personal fields are
 * cleared and money records keep what the law requires (decision 028). The request stays, without the
 * person's details, as the record that it was done.
 */
export const accountClosureRequests = pgTable(
  'account_closure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who asked, for staff to see: both cleared when the account is closed. */
    fullName: text('full_name'),
    email: text('email'),
    reason: text('reason'),
    status: text('status', { enum: CLOSURE_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_closure_requests_one_pending').on(t.userId).where(sql`status = 'pending'`),
    index('account_closure_requests_status_idx').on(t.status, t.requestedAt),
    index('account_closure_requests_decided_by_idx').on(t.decidedBy),
    index('account_closure_requests_updated_by_idx').on(t.updatedBy),
    oneOf('account_closure_requests_status_check', t.status, CLOSURE_STATUSES),
  ],
);
