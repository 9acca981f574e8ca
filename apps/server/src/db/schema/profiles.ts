import { LANGUAGES } from '@club/shared';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
