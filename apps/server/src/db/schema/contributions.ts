import { CONTRIBUTION_METHODS, CONTRIBUTION_STATUSES, LANGUAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { oneOf } from './checks';

export const contributionTypes = pgTable(
  'contribution_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    description: text('description'),
    suggestedAmount: numeric('suggested_amount', { precision: 14, scale: 2 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contribution_types_suggested_check', sql`${t.suggestedAmount} is null or ${t.suggestedAmount} > 0`),
    index('contribution_types_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * A donation: pending until staff see the money (transfer slip or cash in hand), then completed (posted
 * to the ledger, receipted) or failed; a wrong confirmation is reversed. The email stays private.
 */
export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    typeId: uuid('type_id').references(() => contributionTypes.id, { onDelete: 'set null' }),
    /** The type's name when given, kept if the type is renamed or removed. */
    typeName: text('type_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    contributorName: text('contributor_name').notNull(),
    contributorEmail: text('contributor_email').notNull(),
    message: text('message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    status: text('status', { enum: CONTRIBUTION_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: CONTRIBUTION_METHODS }).notNull(),
    paymentReference: text('payment_reference').notNull().unique(),
    /** The transfer slip in the private transfer-slips bucket (none for cash). */
    slipName: text('slip_name'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The language the donor gave in (online), or of the staff screen a cash gift was recorded on: the donor's emails and receipt are in it. */
    language: text('language'),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    receiptNumber: text('receipt_number').unique(),
    reversedBy: text('reversed_by').references(() => user.id, { onDelete: 'set null' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('contributions_status_check', t.status, CONTRIBUTION_STATUSES),
    oneOf('contributions_method_check', t.paymentMethod, CONTRIBUTION_METHODS),
    oneOf('contributions_language_check', t.language, LANGUAGES),
    check('contributions_amount_check', sql`${t.amount} >= 1`),
    check('contributions_slip_check', sql`${t.paymentMethod} in ('cash', 'card') or ${t.slipName} is not null`),
    check(
      'contributions_receipt_check',
      sql`${t.status} not in ('completed', 'reversed') or ${t.receiptNumber} is not null`,
    ),
    index('contributions_status_created_idx').on(t.status, t.createdAt),
    index('contributions_created_idx').on(t.createdAt),
    index('contributions_user_idx').on(t.userId),
    index('contributions_type_idx').on(t.typeId),
    index('contributions_recorded_by_idx').on(t.recordedBy),
    index('contributions_decided_by_idx').on(t.decidedBy),
    index('contributions_reversed_by_idx').on(t.reversedBy),
    index('contributions_updated_by_idx').on(t.updatedBy),
  ],
);
