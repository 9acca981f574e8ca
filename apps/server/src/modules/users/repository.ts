import type { UserListQuery } from '@club/shared';
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern } from '../../db/client';
import { profiles, user, userRoles } from '../../db/schema';
import type { DatabaseOrTransaction } from '../../platform/audit';

const userColumns = {
  userId: user.id,
  fullName: profiles.fullName,
  email: user.email,
  phone: profiles.phone,
  emailVerified: user.emailVerified,
  role: userRoles.baseRole,
  roleId: userRoles.id,
  roleName: userRoles.name,
  roleDisplayName: userRoles.displayName,
  createdAt: user.createdAt,
};

export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

const SORT_COLUMNS = {
  name: profiles.fullName,
  email: user.email,
  role: userRoles.displayName,
  joined: user.createdAt,
} satisfies Record<UserListQuery['sort'] & string, AnyColumn>;

/** The list's order: the chosen column (ties by id, so pages never overlap), or newest first. */
const userOrder = ({ sort, dir }: Pick<UserListQuery, 'sort' | 'dir'>) =>
  sort ? [(dir === 'desc' ? desc : asc)(SORT_COLUMNS[sort]), asc(user.id)] : [desc(user.createdAt), asc(user.id)];

export async function listUsers(db: AppDatabase, options: UserListQuery) {
  let where: SQL | undefined;
  if (options.search) {
    const pattern = likePattern(options.search);
    where = or(ilike(profiles.fullName, pattern), ilike(user.email, pattern));
  }
  const base = () =>
    db
      .select(userColumns)
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .innerJoin(userRoles, eq(userRoles.id, profiles.roleId));
  const [items, [totals]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...userOrder(options))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export async function userStats(db: AppDatabase) {
  const byLevel = (level: string) =>
    sql<number>`count(*) filter (where ${userRoles.baseRole} = ${level})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      admins: byLevel('admin'),
      executives: byLevel('executive'),
      members: byLevel('member'),
      guests: byLevel('guest'),
    })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.id, profiles.roleId));
  return row ?? { total: 0, admins: 0, executives: 0, members: 0, guests: 0 };
}

export async function findUser(db: DatabaseOrTransaction, userId: string) {
  const [row] = await db
    .select(userColumns)
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .innerJoin(userRoles, eq(userRoles.id, profiles.roleId))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

export async function emailTaken(db: DatabaseOrTransaction, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptUserId ? and(eq(user.email, email), sql`${user.id} <> ${exceptUserId}`) : eq(user.email, email))
    .limit(1);
  return !!row;
}

/** Locks the admins' profile rows until the transaction ends, and returns their user ids. */
export async function lockAdmins(tx: DatabaseOrTransaction, adminRoleId: string) {
  const rows = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.roleId, adminRoleId))
    .for('update');
  return rows.map((r) => r.userId);
}

/**
 * The role about to be given, locked against a concurrent delete until this transaction ends;
 * null when it was deleted or deactivated meanwhile.
 */
export async function lockAssignableRole(tx: DatabaseOrTransaction, roleId: string) {
  const [row] = await tx
    .select({ id: userRoles.id, isActive: userRoles.isActive })
    .from(userRoles)
    .where(eq(userRoles.id, roleId))
    .for('share');
  return row?.isActive ? row : null;
}
