import { z } from 'zod';
import { ROLES } from '../permissions';
import { optionalPhoneNumber, paginated, sortedPaginationQuery } from './common';

const email = z
  .email('Enter a valid email address')
  .max(254)
  .transform((v) => v.toLowerCase());
const fullName = z.string().trim().min(1, 'Full name is required').max(120);

export const userIdParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid user id') });

export const userCreateSchema = z.object({ fullName, email, roleId: z.uuid('Choose a role') });
export const userUpdateSchema = z.object({ fullName, email, phone: optionalPhoneNumber() });
export const userRoleChangeSchema = z.object({ roleId: z.uuid('Choose a role') });

export const userListItemSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  roleId: z.string(),
  roleName: z.string(),
  roleDisplayName: z.string(),
  createdAt: z.string(),
});

export const userStatsSchema = z.object({
  total: z.number().int(),
  admins: z.number().int(),
  executives: z.number().int(),
  members: z.number().int(),
  guests: z.number().int(),
});

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserListItem = z.infer<typeof userListItemSchema>;
export type UserStats = z.infer<typeof userStatsSchema>;

/** The columns the user list sorts by (newest first without one). */
export const USER_SORT_COLUMNS = ['name', 'email', 'role', 'joined'] as const;
export const userListQuery = sortedPaginationQuery(USER_SORT_COLUMNS);
export type UserListQuery = z.output<typeof userListQuery>;

export const usersPageSchema = paginated(userListItemSchema).extend({ stats: userStatsSchema });
export const userCreatedSchema = z.object({ user: userListItemSchema, invitationSent: z.boolean() });
export type UsersPage = z.infer<typeof usersPageSchema>;
export type UserCreated = z.infer<typeof userCreatedSchema>;
