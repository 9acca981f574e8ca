import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

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
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_entity_created_idx').on(t.entityType, t.createdAt.desc()),
  ],
);

/**
 * The staff member who last changed the row: set by the audit trigger (migration 0013) from the actor
 * that `asActor` names for the transaction; null for public submissions and the seed.
 */
export const updatedByColumn = () => text('updated_by').references(() => user.id, { onDelete: 'set null' });

/** The club settings (one row, id 'club'), validated by the shared schema when read. */
export const clubSettings = pgTable('club_settings', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: updatedByColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PAYMENT_REFERENCE_KINDS = ['order', 'contribution'] as const;

/**
 * Every payment reference ever issued, whatever it was for: one table, so a reference on a bank
 * statement names exactly one order or contribution.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind', { enum: PAYMENT_REFERENCE_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_references_kind_check', sql`${t.kind} in ('order', 'contribution')`)],
);
