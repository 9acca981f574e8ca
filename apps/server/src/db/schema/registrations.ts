import {
  ACADEMY_SPORTS,
  APPLICATION_DECISIONS,
  CURRENCIES,
  FEE_CATEGORIES,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REGISTRATION_TYPES,
} from '@club/shared';
import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { notNegative, oneOf } from './checks';
import { members, memberships } from './members';

const person = {
  fullName: text('full_name').notNull(),
  permanentAddress: text('permanent_address').notNull(),
  presentAddress: text('present_address'),
  idCardNumber: text('id_card_number').notNull(),
  /** Null once the person's account is closed (decision 028), as is the scan. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  atollIsland: text('atoll_island').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  /** The stored name of the ID card scan in the private id-cards bucket. */
  idCardFile: text('id_card_file'),
  /** The language the form was sent in: the payer's receipts are printed in it. */
  language: text('language'),
};

/** The columns an application form opens with: its number, its submission key, its payment reference, its person. */
const applicationForm = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  updatedBy: updatedByColumn(),
  formNumber: text('form_number').notNull().unique(),
  /** Issued with the form: a second submission of the same form is refused. */
  submissionKey: uuid('submission_key').unique(),
  /** The reference the fee is paid with by bank transfer (null on forms sent before references). */
  paymentReference: text('payment_reference').unique(),
  ...person,
});

/** Staff's decision on an application (accepting it makes or finds the member) and the account that sent it. */
const applicationDecision = () => ({
  decision: text('decision', { enum: APPLICATION_DECISIONS }).notNull().default('pending'),
  memberId: uuid('member_id').references((): AnyPgColumn => members.id, { onDelete: 'restrict' }),
  decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  declineReason: text('decline_reason'),
  /** The account that sent the form, when someone signed in sent it. */
  submittedBy: text('submitted_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type ApplicationColumns = ReturnType<typeof applicationForm> & ReturnType<typeof applicationDecision>;

/** The indexes and checks both kinds of application have, named for their table. */
const applicationConstraints = (table: string, t: BuildExtraConfigColumns<string, ApplicationColumns, 'pg'>) => [
  index(`${table}_updated_by_idx`).on(t.updatedBy),
  index(`${table}_created_idx`).on(t.createdAt.desc().nullsFirst(), t.id),
  index(`${table}_name_idx`).on(sql`lower(${t.fullName})`, t.id),
  // A stored file belongs to exactly one record; the download policy finds it by name.
  unique(`${table}_id_card_file_key`).on(t.idCardFile),
  oneOf(`${table}_language_check`, t.language, LANGUAGES),
  oneOf(`${table}_decision_check`, t.decision, APPLICATION_DECISIONS),
  check(
    `${table}_decided_check`,
    sql`(${t.decision} = 'accepted') = (${t.memberId} is not null) and (${t.decision} = 'declined') = (${t.declineReason} is not null)`,
  ),
  index(`${table}_member_idx`).on(t.memberId),
  index(`${table}_decided_by_idx`).on(t.decidedBy),
  index(`${table}_submitted_by_idx`).on(t.submittedBy),
];

/**
 * The last form number given out per registration type and club year. Taken by the submission's own
 * transaction (the row stays locked until it commits), so a failed or abandoned form leaves no gap.
 */
export const formNumberCounters = pgTable(
  'form_number_counters',
  {
    registrationType: text('registration_type').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationType, t.year] }),
    oneOf('form_number_counters_type_check', t.registrationType, REGISTRATION_TYPES),
    check('form_number_counters_last_number_check', sql`${t.lastNumber} > 0`),
  ],
);

export const membershipRegistrations = pgTable(
  'membership_registrations',
  {
    ...applicationForm(),
    /** The plan the applicant chose (null on forms sent before plans were chosen). */
    plan: text('plan', { enum: FEE_CATEGORIES }),
    jobCategory: text('job_category'),
    jobDesignation: text('job_designation'),
    otherClubMember: boolean('other_club_member').notNull().default(false),
    otherClubName: text('other_club_name'),
    /** Accepting the application makes (or finds) the member; the member is linked to the account that sent it. */
    ...applicationDecision(),
  },
  (t) => [
    ...applicationConstraints('membership_registrations', t),
    oneOf('membership_registrations_plan_check', t.plan, FEE_CATEGORIES),
    index('membership_registrations_decision_created_idx').on(t.decision, t.createdAt),
  ],
);

export const academyRegistrations = pgTable(
  'academy_registrations',
  {
    ...applicationForm(),
    academySport: text('academy_sport').notNull(),
    comments: text('comments'),
    parentName: text('parent_name').notNull(),
    parentIdCard: text('parent_id_card').notNull(),
    viberWhatsappNumber: text('viber_whatsapp_number').notNull(),
    /** Accepting the application enrols the child (a member on the academy plan for the sport), put under the
     * guardian's account that sent it signed in. */
    ...applicationDecision(),
  },
  (t) => [
    ...applicationConstraints('academy_registrations', t),
    oneOf('academy_registrations_sport_check', t.academySport, ACADEMY_SPORTS),
  ],
);

export const registrationFees = pgTable(
  'registration_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    registrationType: text('registration_type', { enum: ['membership', 'academy'] }).notNull(),
    category: text('category'),
    feeAmount: numeric('fee_amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency', { enum: ['MVR', 'USD'] })
      .notNull()
      .default('MVR'),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_fees_created_by_idx').on(t.createdBy),
    index('registration_fees_updated_by_idx').on(t.updatedBy),

    oneOf('registration_fees_type_check', t.registrationType, REGISTRATION_TYPES),
    oneOf('registration_fees_category_check', t.category, FEE_CATEGORIES),
    oneOf('registration_fees_currency_check', t.currency, CURRENCIES),
    notNegative('registration_fees_amount_check', t.feeAmount),
  ],
);

export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    registrationType: text('registration_type', { enum: ['membership', 'academy'] }).notNull(),
    /** The registration whose fee this is; null for a membership renewal's. */
    registrationId: uuid('registration_id'),
    // Real foreign keys to whichever registration the payment is for: a registration with a payment
    // cannot be deleted, and a payment cannot point at a registration that does not exist.
    membershipRegistrationId: uuid('membership_registration_id')
      .generatedAlwaysAs(sql`case when registration_type = 'membership' then registration_id end`)
      .references(() => membershipRegistrations.id, { onDelete: 'restrict' }),
    academyRegistrationId: uuid('academy_registration_id')
      .generatedAlwaysAs(sql`case when registration_type = 'academy' then registration_id end`)
      .references(() => academyRegistrations.id, { onDelete: 'restrict' }),
    /** The renewed membership this pays for (a renewal has no registration). */
    membershipId: uuid('membership_id').references((): AnyPgColumn => memberships.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paymentStatus: text('payment_status').notNull().default('completed'),
    paymentMethod: text('payment_method').notNull(),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    receiptNumber: text('receipt_number').notNull().unique(),
    notes: text('notes'),
    /**
     * Paid before the club used the portal (brought in with its spreadsheet): no receipt was issued here, no
     * money is posted (it is in the books' opening balances), and its receipt number is PRE-season-member.
     */
    historical: boolean('historical').notNull().default(false),
    collectedBy: text('collected_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A payment voided by staff stays on record (its receipt marked void); the registration is pending again. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: text('voided_by').references(() => user.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  // One payment per registration that is not void, whatever the browser does (spec defect fixed: DESIGN.md §6).
  (t) => [
    index('payment_records_collected_by_idx').on(t.collectedBy),
    index('payment_records_updated_by_idx').on(t.updatedBy),

    uniqueIndex('payment_records_one_per_registration')
      .on(t.registrationType, t.registrationId)
      .where(sql`voided_at is null`),
    index('payment_records_voided_by_idx').on(t.voidedBy),
    check('payment_records_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    index('payment_records_membership_registration_idx').on(t.membershipRegistrationId),
    index('payment_records_academy_registration_idx').on(t.academyRegistrationId),
    uniqueIndex('payment_records_one_per_membership').on(t.membershipId).where(sql`voided_at is null`),
    check(
      'payment_records_paid_for_check',
      sql`(${t.registrationId} is null) <> (${t.membershipId} is null) and (${t.membershipId} is null or ${t.registrationType} = 'membership')`,
    ),
    oneOf('payment_records_type_check', t.registrationType, REGISTRATION_TYPES),
    oneOf('payment_records_method_check', t.paymentMethod, PAYMENT_METHODS),
    oneOf('payment_records_status_check', t.paymentStatus, PAYMENT_STATUSES),
    notNegative('payment_records_amount_check', t.amount),
  ],
);
