import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
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
    roleId: uuid('role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_role_id_idx').on(t.roleId),
    index('profiles_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
