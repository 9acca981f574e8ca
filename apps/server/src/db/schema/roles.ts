import { ACTIONS, ROLES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** System roles (admin, executive, member, guest) and the club's custom roles. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    /** The level used for minimum-role checks: a system role's own name, or guest/member/executive. */
    baseRole: text('base_role', { enum: ROLES }).notNull(),
    isSystemRole: boolean('is_system_role').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Members of the role sign in with a second factor or a passkey, and reach nothing of it until they have one. */
    requiresSecondFactor: boolean('requires_second_factor').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_roles_created_by_idx').on(t.createdBy),
    check('user_roles_base_role_check', sql`${t.baseRole} in ('guest', 'member', 'executive', 'admin')`),
  ],
);

/** The saved permission matrix: one row per role, module and allowed action. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    action: text('action', { enum: ACTIONS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.module, t.action] }),
    check('role_permissions_action_check', sql`${t.action} in ('view', 'create', 'edit', 'delete', 'approve')`),
  ],
);
