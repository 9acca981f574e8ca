import { ACADEMY_SPORTS, LANGUAGES, MEMBERSHIP_PLANS, REMINDER_STAGES, STORED_MEMBERSHIP_STATUSES } from '@club/shared';
import { sql } from 'drizzle-orm';
import {
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { notNegative, oneOf } from './checks';
import { academyRegistrations, membershipRegistrations, paymentRecords } from './registrations';

/**
 * A person who is a member of the club, made when staff accept their application. One person is one member:
 * the ID card number (upper case, without spaces) is unique, so a second application finds the same member.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    /** M-00042, from member_number_seq: never reused. */
    memberNumber: text('member_number').notNull().unique(),
    fullName: text('full_name').notNull(),
    /** Both null once the member's account is closed (decision 028): the member number and name stay with the money. */
    idCardNumber: text('id_card_number').unique(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    atollIsland: text('atoll_island').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    /** The member's own account, when they have one. */
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    language: text('language'),
    /** The photo on the member's card (private member-photos bucket), when the member or a guardian added one. */
    photoName: text('photo_name'),
    /** The member turned renewal reminders off. */
    remindersOff: boolean('reminders_off').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('members_updated_by_idx').on(t.updatedBy),
    index('members_name_idx').on(sql`lower(${t.fullName})`, t.id),
    check(
      'members_id_card_number_check',
      sql`${t.idCardNumber} = upper(regexp_replace(${t.idCardNumber}, '\\s', '', 'g'))`,
    ),
    oneOf('members_language_check', t.language, LANGUAGES),
  ],
);

/**
 * A member's membership of one season (named by the year it starts), on a plan (a fee category) at the
 * plan's amount. Pending payment until the fee is collected, then active; the season's end makes it expired
 * and its grace period lapsed (read against the day, never stored). One per member and season, cancelled ones aside.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    season: integer('season').notNull(),
    plan: text('plan', { enum: MEMBERSHIP_PLANS }).notNull(),
    /** The sport of an academy enrolment (plan `academy`). */
    sport: text('sport', { enum: ACADEMY_SPORTS }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: STORED_MEMBERSHIP_STATUSES }).notNull().default('pending_payment'),
    /** The application it came from (the first season's); renewals have none. */
    registrationId: uuid('registration_id').references(() => membershipRegistrations.id, { onDelete: 'restrict' }),
    /** The academy application an enrolment came from (its first term's). */
    academyRegistrationId: uuid('academy_registration_id').references(() => academyRegistrations.id, {
      onDelete: 'restrict',
    }),
    /** The collected fee that made it active, and its amount (kept here so a season's income is one index range). */
    paymentId: uuid('payment_id').references(() => paymentRecords.id, { onDelete: 'restrict' }),
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }),
    /** The member holds a later season (kept by a trigger, migration 0041): an ended membership that is not renewed lapses. */
    renewed: boolean('renewed').notNull().default(false),
    /** A renewal the member sent: the payment reference they were given, their transfer slip, when and from which account. */
    paymentReference: text('payment_reference').unique(),
    slipName: text('slip_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by').references(() => user.id, { onDelete: 'set null' }),
    /** Staff found no payment for the slip: the renewal is cancelled with this reason. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_one_per_season').on(t.memberId, t.season).where(sql`status <> 'cancelled'`),
    index('memberships_season_plan_idx').on(t.season, t.plan),
    // Staff lists walk members by name and look up each one's season here (cancelled ones included).
    index('memberships_member_season_idx').on(t.memberId, t.season),
    index('memberships_ends_on_idx').on(t.endsOn),
    index('memberships_registration_idx').on(t.registrationId),
    index('memberships_payment_idx').on(t.paymentId),
    index('memberships_updated_by_idx').on(t.updatedBy),
    index('memberships_submitted_by_idx').on(t.submittedBy),
    // The renewals waiting for staff to see the money.
    index('memberships_submitted_idx')
      .on(t.submittedAt)
      .where(sql`status = 'pending_payment' and submitted_at is not null`),
    check('memberships_renewal_check', sql`(${t.paymentReference} is null) = (${t.submittedAt} is null)`),
    oneOf('memberships_plan_check', t.plan, MEMBERSHIP_PLANS),
    oneOf('memberships_sport_check', t.sport, ACADEMY_SPORTS),
    check('memberships_academy_sport_check', sql`(${t.plan} = 'academy') = (${t.sport} is not null)`),
    check('memberships_one_application_check', sql`${t.registrationId} is null or ${t.academyRegistrationId} is null`),
    index('memberships_academy_registration_idx').on(t.academyRegistrationId),
    index('memberships_season_sport_idx').on(t.season, t.sport).where(sql`sport is not null`),
    oneOf('memberships_status_check', t.status, STORED_MEMBERSHIP_STATUSES),
    notNegative('memberships_amount_check', t.amount),
    check('memberships_dates_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('memberships_active_paid_check', sql`${t.status} <> 'active' or ${t.paymentId} is not null`),
    check('memberships_paid_amount_check', sql`(${t.paymentId} is null) = (${t.paidAmount} is null)`),
  ],
);

/** A child member and an account that is (or is asked to be) their guardian: gone with either of them. */
const childAndAccount = () => ({
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
});

/**
 * The guardians of a child member: each an account with the same rights over the child's memberships,
 * receipts and card, told of everything about the child. The first is the account that registered the
 * child signed in; a guardian adds a second. Ended when the child, of age, takes their record over.
 */
export const memberGuardians = pgTable(
  'member_guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    ...childAndAccount(),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_guardians_member_user_idx').on(t.memberId, t.userId),
    index('member_guardians_updated_by_idx').on(t.updatedBy),
    index('member_guardians_user_idx').on(t.userId),
    index('member_guardians_added_by_idx').on(t.addedBy),
  ],
);

/**
 * A renewal reminder sent for a membership: one per stage (the unique index lets one of several servers
 * send it), any number by hand.
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: REMINDER_STAGES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('membership_reminders_once_per_stage').on(t.membershipId, t.stage).where(sql`stage <> 'by_hand'`),
    index('membership_reminders_membership_idx').on(t.membershipId, t.sentAt),
    index('membership_reminders_sent_by_idx').on(t.sentBy),
    oneOf('membership_reminders_stage_check', t.stage, REMINDER_STAGES),
  ],
);

/**
 * A guardian's invitation to another account to share a child: the invitee becomes a guardian only when they
 * accept it (or never, when they decline); staff at the office add guardians directly. One open invitation per
 * child and account.
 */
export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...childAndAccount(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the invitee answered: accepted (a guardian now) or declined. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    accepted: boolean('accepted'),
  },
  (t) => [
    uniqueIndex('guardian_invitations_open_idx').on(t.memberId, t.userId).where(sql`${t.answeredAt} is null`),
    index('guardian_invitations_user_idx').on(t.userId),
    index('guardian_invitations_invited_by_idx').on(t.invitedBy),
  ],
);

/**
 * The club's signing keys (Ed25519), made on first use: the member cards' QR codes are signed with the
 * private key, which never leaves the server; desks check them offline with the public key. Kept in the
 * database so every server signs alike and a restored backup keeps the cards valid.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** Raw Ed25519 public key, base64url. */
  publicKey: text('public_key').notNull(),
  /** PKCS #8 DER, base64. */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every member card the portal has signed, by the fingerprint of what it says (SHA-256 of the signed text): a
 * card whose membership was cancelled or unpaid, whose member's account was closed, or that a newer card of the
 * same season replaced (another name or plan) is on the desks' list of withdrawn cards until its season ends.
 */
export const issuedMemberCards = pgTable(
  'issued_member_cards',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    /** The last day of the season the card is for: after it, the card reads expired anyway. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.fingerprint] }), index('issued_member_cards_ends_on_idx').on(t.endsOn)],
);
