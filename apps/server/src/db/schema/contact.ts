import { CONTACT_TOPICS } from '@club/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { oneOf } from './checks';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_handled_by_idx').on(t.handledBy),
    index('contact_messages_updated_by_idx').on(t.updatedBy),

    index('contact_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    oneOf('contact_messages_topic_check', t.topic, CONTACT_TOPICS),
  ],
);
