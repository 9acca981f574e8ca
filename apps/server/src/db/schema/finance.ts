import {
  ACCOUNT_TYPES,
  CARD_GATEWAY_MODES,
  CARD_PAYMENT_KINDS,
  CARD_PAYMENT_STATES,
  ENTRY_SOURCES,
  HELD_KINDS,
  MATCH_KINDS,
  POSTING_ROLES,
  RECORD_TYPES,
  STATEMENT_KINDS,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentReferences, updatedByColumn } from './audit';
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
    /**
     * A posting and its reversal that an undone statement match closed: the item is waiting again, and its
     * source may be posted once more (one standing posting per source).
     */
    superseded: boolean('superseded').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('journal_entries_source_type_check', t.sourceType, ENTRY_SOURCES),
    check('journal_entries_source_check', sql`(${t.sourceType} is null) = (${t.sourceId} is null)`),
    uniqueIndex('journal_entries_one_per_source').on(t.sourceType, t.sourceId).where(sql`not superseded`),
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

/**
 * How a bank's statement files are read: a CSV export by its layout (column names, date format), or one of
 * the standard formats. The built-in ones (Bank of Maldives, Maldives Islamic Bank, CAMT.053, OFX) come with
 * migration 0048; a club adds another bank's CSV layout from the screen.
 */
export const bankStatementFormats = pgTable(
  'bank_statement_formats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
    /** A CSV format's layout (csvStatementLayoutSchema); null for CAMT.053 and OFX. */
    layout: jsonb('layout'),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('bank_statement_formats_kind_check', t.kind, STATEMENT_KINDS),
    check('bank_statement_formats_layout_check', sql`(${t.kind} = 'csv') = (${t.layout} is not null)`),
    index('bank_statement_formats_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * One statement file a treasurer imported, for one of the club's bank accounts in the ledger: what it
 * added and what it had that was there already.
 */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: 'restrict' }),
    formatId: uuid('format_id')
      .notNull()
      .references(() => bankStatementFormats.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    linesAdded: integer('lines_added').notNull(),
    linesKnown: integer('lines_known').notNull(),
    openingBalance: numeric('opening_balance', { precision: 14, scale: 2 }),
    closingBalance: numeric('closing_balance', { precision: 14, scale: 2 }),
    importedBy: text('imported_by').references(() => user.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_statement_imports_format_idx').on(t.formatId),
    index('bank_statement_imports_account_idx').on(t.accountId),
    index('bank_statement_imports_imported_by_idx').on(t.importedBy),
  ],
);

/**
 * A bank account's statement, line by line, as the bank wrote it: amounts signed (credits positive).
 * A line's fingerprint (the bank's transaction id, else the date, amount and running balance; and how many
 * identical lines came before it in its file) is unique in its account: a file imported twice, under any
 * layout, adds nothing.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ledger's bank account (its import's). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: 'restrict' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => bankStatementImports.id, { onDelete: 'restrict' }),
    /** The line's place in its file: lines of one day keep the bank's order. */
    position: integer('position').notNull(),
    fingerprint: text('fingerprint').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    valueOn: date('value_on', { mode: 'string' }),
    type: text('type'),
    bankReference: text('bank_reference'),
    description: text('description').notNull(),
    counterparty: text('counterparty'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }),
    /** The club's payment reference found in the line (check character verified), when it names one the club issued. */
    paymentReference: text('payment_reference').references(() => paymentReferences.reference, {
      onDelete: 'restrict',
    }),
    /** Every payment reference the club issued that the line names (one transfer paying several), the first above. */
    paymentReferences: text('payment_references').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('bank_statement_lines_fingerprint_key').on(t.accountId, t.fingerprint),
    index('bank_statement_lines_order_idx').on(t.accountId, t.postedOn, t.importId, t.position),
    index('bank_statement_lines_import_idx').on(t.importId),
    index('bank_statement_lines_reference_idx').on(t.paymentReference),
    check('bank_statement_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * A treasurer's rule for the lines that come every month (the bank's service charge, utilities, salaries): a
 * line of the bank account (any, when none is named) whose text contains `contains` and whose signed amount is
 * within the bounds is posted to `postTo`. Applied when made and on every import after; never to a line that
 * names a payment reference.
 */
export const bankStatementRules = pgTable(
  'bank_statement_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    bankAccountId: uuid('bank_account_id').references(() => chartOfAccounts.id, { onDelete: 'cascade' }),
    contains: text('contains').notNull(),
    minAmount: numeric('min_amount', { precision: 14, scale: 2 }),
    maxAmount: numeric('max_amount', { precision: 14, scale: 2 }),
    postTo: uuid('post_to')
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_statement_rules_bank_account_idx').on(t.bankAccountId),
    index('bank_statement_rules_post_to_idx').on(t.postTo),
    index('bank_statement_rules_created_by_idx').on(t.createdBy),
    index('bank_statement_rules_updated_by_idx').on(t.updatedBy),
    check('bank_statement_rules_contains_check', sql`length(trim(${t.contains})) >= 2`),
    check(
      'bank_statement_rules_bounds_check',
      sql`${t.minAmount} is null or ${t.maxAmount} is null or ${t.minAmount} <= ${t.maxAmount}`,
    ),
  ],
);

/**
 * A statement line matched to what it pays (an order, a contribution, a renewal, a registration fee by its
 * payment reference). The match confirmed the payment, or linked the line to a payment its slip had confirmed
 * already; undoing a match that confirmed reverses that confirmation. The rows of one decision share a group:
 * one line paying several items, or several lines (instalments) paying one, are matched and undone together.
 * A line stands in one group at a time, and a line with an item once (the line is locked while it is matched).
 */
export const bankStatementMatches = pgTable(
  'bank_statement_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'restrict' }),
    /** The decision this row is part of (its lines and items are matched and undone together). */
    groupId: uuid('group_id').notNull().defaultRandom(),
    kind: text('kind', { enum: MATCH_KINDS }).notNull(),
    targetId: uuid('target_id').notNull(),
    confirmedPayment: boolean('confirmed_payment').notNull(),
    matchedBy: text('matched_by').references(() => user.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: text('undone_by').references(() => user.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoReason: text('undo_reason'),
    /** The rule that posted the line, when a rule did. */
    ruleId: uuid('rule_id').references((): AnyPgColumn => bankStatementRules.id, { onDelete: 'set null' }),
    /**
     * Money the club holds for the payer: the line held as part of the item's payment, its rest still owed
     * ('part', on the item's row), or what a payment brought beyond its amount ('credit', on its entry's row).
     */
    held: text('held', { enum: HELD_KINDS }),
  },
  (t) => [
    index('bank_statement_matches_rule_idx').on(t.ruleId),
    uniqueIndex('bank_statement_matches_line_item').on(t.lineId, t.kind, t.targetId).where(sql`undone_at is null`),
    index('bank_statement_matches_group_idx').on(t.groupId),
    index('bank_statement_matches_target_idx').on(t.kind, t.targetId),
    index('bank_statement_matches_matched_by_idx').on(t.matchedBy),
    index('bank_statement_matches_undone_by_idx').on(t.undoneBy),
    index('bank_statement_matches_updated_by_idx').on(t.updatedBy),
    oneOf('bank_statement_matches_kind_check', t.kind, MATCH_KINDS),
    oneOf('bank_statement_matches_held_check', t.held, HELD_KINDS),
    check(
      'bank_statement_matches_held_kind_check',
      sql`${t.held} is null or (${t.held} = 'credit') = (${t.kind} = 'journal')`,
    ),
    check('bank_statement_matches_undone_check', sql`(${t.undoneAt} is null) = (${t.undoReason} is null)`),
  ],
);

/** The card gateway's merchant keys (decision 048): one row, the API key sealed under the auth secret. */
export const cardGateway = pgTable(
  'card_gateway',
  {
    id: text('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    mode: text('mode', { enum: CARD_GATEWAY_MODES }).notNull().default('test'),
    apiKeySealed: text('api_key_sealed'),
    updatedBy: updatedByColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('card_gateway_mode_check', t.mode, CARD_GATEWAY_MODES),
    check('card_gateway_one_row', sql`${t.id} = 'bml'`),
    index('card_gateway_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * A payment of an open item on the gateway's page: what was asked (the item's reference and amount, kept from
 * when it started), the gateway's transaction, and where it stands. A reference is confirmed by card once.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CARD_PAYMENT_KINDS }).notNull(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => paymentReferences.reference, { onDelete: 'restrict' }),
    /** What the module needs to open the item when the money comes (a renewal's member and plan). */
    intent: jsonb('intent').$type<Record<string, string>>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('MVR'),
    payerId: text('payer_id').references(() => user.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id').unique(),
    state: text('state', { enum: CARD_PAYMENT_STATES }).notNull().default('started'),
    /** The item the confirmation paid (a renewal's membership). */
    itemId: uuid('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The statement match of the gateway's settlement that paid it out to the bank (less its fee). */
    settlementMatchId: uuid('settlement_match_id'),
    /** The ledger entries its confirmation posted: taken back by any reversal, the money is held for the payer. */
    confirmationEntryIds: uuid('confirmation_entry_ids').array(),
    /** What the bank took for an unapplied payment (it pays nothing), held for the payer until it is given back. */
    heldAmount: numeric('held_amount', { precision: 12, scale: 2 }),
    /** The bank's payment page, sent again to a second tap on the same item while it is started. */
    paymentUrl: text('payment_url'),
    refundedBy: text('refunded_by').references(() => user.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
  },
  (t) => [
    oneOf('card_payments_kind_check', t.kind, CARD_PAYMENT_KINDS),
    index('card_payments_settlement_idx').on(t.settlementMatchId),
    oneOf('card_payments_state_check', t.state, CARD_PAYMENT_STATES),
    uniqueIndex('card_payments_confirmed_once').on(t.paymentReference).where(sql`${t.state} = 'confirmed'`),
    index('card_payments_payer_idx').on(t.payerId),
    index('card_payments_refunded_by_idx').on(t.refundedBy),
  ],
);

/** The nonces of the gateway's notifications already taken: a replayed notification is refused. */
export const cardGatewayNotices = pgTable('card_gateway_notices', {
  nonce: text('nonce').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
