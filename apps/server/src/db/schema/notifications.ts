import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { session, user } from './auth';

/**
 * A browser that asked to be told things for its signed-in account (Web Push): where its push service takes
 * messages and the keys they are encrypted with, for as long as that sign-in lasts. One row per browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The sign-in it was given in: when that ends (signed out, expired, ended from another device), so does this. */
    sessionId: text('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key (uncompressed point, base64url). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret (16 bytes, base64url). */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

/**
 * What the club told an account (a session moved, a place freed, a renewal due): shown on its dashboard, and
 * pushed to its browsers by a worker (the delivery columns are those of the mail queue), written in the same
 * transaction as the change it announces.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notice leads, a path of the portal (`/team/…/players`). */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When it was pushed to the account's browsers (or found none to push to). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    check('notifications_attempts_check', sql`${t.attempts} >= 0`),
    // A path of this portal: never `//host` (another site) or `/\host`.
    check('notifications_link_check', sql`${t.link} ~ '^/([^/\\\\]|$)'`),
  ],
);
