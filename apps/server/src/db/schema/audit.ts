import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text as is, or binary (a PDF) as base64 with `encoding: 'base64'`. */
  content: string;
  encoding?: 'base64';
}

/** Who changed what, when, with the record before and after. Kept when the actor is deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_log_entity_created_idx').on(t.entityType, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The staff member who last changed the row: set by the audit trigger (migration 0013) from the actor
 * that `asActor` names for the transaction; null for public submissions and the seed.
 */
export const updatedByColumn = () => text('updated_by').references(() => user.id, { onDelete: 'set null' });

/** The club settings (one row, id 'club'), validated by the shared schema when read. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: text('id').primaryKey(),
    value: jsonb('value').notNull(),
    updatedBy: updatedByColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_settings_updated_by_idx').on(t.updatedBy)],
);

export const PAYMENT_REFERENCE_KINDS = ['order', 'contribution', 'renewal', 'registration', 'event'] as const;

/**
 * Every payment reference ever issued, whatever it was for: one table, so a reference on a bank
 * statement names exactly one order, contribution, membership renewal or registration fee.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind', { enum: PAYMENT_REFERENCE_KINDS }).notNull(),
    /**
     * The one thing owed this reference is for, when it is issued before that thing is recorded (a member's
     * season to renew: `renewal:<member id>:<season>`): the same reference on every visit.
     */
    owner: text('owner').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('payment_references_kind_check', t.kind, PAYMENT_REFERENCE_KINDS)],
);

/**
 * Mail waiting to be delivered, written in the same transaction as what it announces: a crash between
 * the commit and the send loses nothing; a worker in any process delivers it (at least once, with a
 * stable Message-ID), retrying failures with growing pauses.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Small attachments (a calendar invitation, a receipt): file name, content type and content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker is sending it: nobody else takes it until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    check('mail_queue_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
