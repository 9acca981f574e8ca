import { ACCOUNT_TYPES, ENTRY_SOURCES, POSTING_ROLES, RECORD_TYPES } from '@club/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { oneOf } from './checks';

export const chartOfAccounts = pgTable(
  'chart_of_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    accountCode: text('account_code').notNull().unique(),
    accountName: text('account_name').notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    accountSubtype: text('account_subtype'),
    parentAccountId: uuid('parent_account_id').references((): AnyPgColumn => chartOfAccounts.id, {
      onDelete: 'restrict',
    }),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('chart_of_accounts_type_check', t.accountType, ACCOUNT_TYPES),
    index('chart_of_accounts_parent_idx').on(t.parentAccountId),
    index('chart_of_accounts_updated_by_idx').on(t.updatedBy),
  ],
);

/** Entry numbers come from the database: unique whoever posts, however many at once (decision 010). */
export const journalEntrySeq = pgSequence('journal_entry_seq');

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    entryNumber: text('entry_number')
      .notNull()
      .unique()
      .default(sql`'JE-' || lpad(nextval('journal_entry_seq')::text, 6, '0')`),
    transactionDate: date('transaction_date').notNull(),
    description: text('description').notNull(),
    referenceNumber: text('reference_number'),
    /** What the system posted this for; null for an entry made by hand. One posting per source event. */
    sourceType: text('source_type', { enum: ENTRY_SOURCES }),
    sourceId: uuid('source_id'),
    reversesEntryId: uuid('reverses_entry_id').references((): AnyPgColumn => journalEntries.id, {
      onDelete: 'restrict',
    }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('journal_entries_source_type_check', t.sourceType, ENTRY_SOURCES),
    check('journal_entries_source_check', sql`(${t.sourceType} is null) = (${t.sourceId} is null)`),
    unique('journal_entries_one_per_source').on(t.sourceType, t.sourceId),
    unique('journal_entries_one_reversal').on(t.reversesEntryId),
    index('journal_entries_date_idx').on(t.transactionDate, t.id),
    index('journal_entries_created_by_idx').on(t.createdBy),
    index('journal_entries_updated_by_idx').on(t.updatedBy),
  ],
);

export const journalEntryLines = pgTable(
  'journal_entry_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: 'restrict' }),
    debitAmount: numeric('debit_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    creditAmount: numeric('credit_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    description: text('description'),
  },
  (t) => [
    check(
      'journal_entry_lines_one_side_check',
      sql`${t.debitAmount} >= 0 and ${t.creditAmount} >= 0 and (${t.debitAmount} > 0) <> (${t.creditAmount} > 0)`,
    ),
    unique('journal_entry_lines_number').on(t.journalEntryId, t.lineNumber),
    index('journal_entry_lines_account_idx').on(t.accountId, t.journalEntryId),
    index('journal_entry_lines_updated_by_idx').on(t.updatedBy),
  ],
);

/** Which account each posting role posts to; an account holding a role cannot be deleted. */
export const postingRoles = pgTable(
  'posting_roles',
  {
    role: text('role', { enum: POSTING_ROLES }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: 'restrict' }),
    updatedBy: updatedByColumn(),
  },
  (t) => [
    oneOf('posting_roles_role_check', t.role, POSTING_ROLES),
    index('posting_roles_account_idx').on(t.accountId),
    index('posting_roles_updated_by_idx').on(t.updatedBy),
  ],
);

/** The closed period: no entry dated on or before `locked_through` may change. One row, id 'ledger'. */
export const ledgerLock = pgTable(
  'ledger_lock',
  {
    id: text('id').primaryKey(),
    lockedThrough: date('locked_through'),
    updatedBy: updatedByColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ledger_lock_one_row', sql`${t.id} = 'ledger'`), index('ledger_lock_updated_by_idx').on(t.updatedBy)],
);

/**
 * Legacy transactions: income or expense recorded without debits and credits. Pending until someone
 * other than its author approves it, which posts it to the ledger (cash against the record's account).
 */
export const financialRecords = pgTable(
  'financial_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    transactionType: text('transaction_type', { enum: RECORD_TYPES }).notNull(),
    category: text('category'),
    description: text('description').notNull(),
    transactionDate: date('transaction_date').notNull(),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: 'restrict' }),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('financial_records_type_check', t.transactionType, RECORD_TYPES),
    check('financial_records_amount_check', sql`${t.amount} > 0`),
    // Nobody approves a record they made (four eyes), whatever writes the row. A deleted user's id
    // becomes null, which must not block the deletion.
    check(
      'financial_records_four_eyes',
      sql`not ${t.isApproved} or ${t.approvedBy} is null or ${t.createdBy} is null or ${t.approvedBy} <> ${t.createdBy}`,
    ),
    index('financial_records_date_idx').on(t.transactionDate, t.id),
    index('financial_records_account_idx').on(t.accountId),
    index('financial_records_approved_by_idx').on(t.approvedBy),
    index('financial_records_created_by_idx').on(t.createdBy),
    index('financial_records_updated_by_idx').on(t.updatedBy),
  ],
);
