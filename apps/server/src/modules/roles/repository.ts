import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { profiles, rolePermissions, userRoles } from '../../db/schema';
import type { DatabaseOrTransaction } from '../../platform/audit';

/** Roles with the number of users holding each: system roles first (admin down to guest), then oldest first. */
export async function listRolesWithCounts(db: DatabaseOrTransaction) {
  return db
    .select({ role: userRoles, userCount: count(profiles.id) })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.roleId, userRoles.id))
    .groupBy(userRoles.id)
    .orderBy(
      desc(userRoles.isSystemRole),
      sql`case ${userRoles.baseRole} when 'admin' then 0 when 'executive' then 1 when 'member' then 2 else 3 end`,
      asc(userRoles.createdAt),
      asc(userRoles.name),
    );
}

export async function findRole(db: DatabaseOrTransaction, id: string) {
  const [row] = await db.select().from(userRoles).where(eq(userRoles.id, id)).limit(1);
  return row ?? null;
}

/** The role, locked against assignment until this transaction ends (a delete decides with a true count). */
export async function lockRoleForDelete(tx: DatabaseOrTransaction, id: string) {
  const [row] = await tx.select().from(userRoles).where(eq(userRoles.id, id)).for('update');
  return row ?? null;
}

/** Locks these roles in id order, so that whole-matrix saves naming them run one after another. */
export async function lockRoles(tx: DatabaseOrTransaction, ids: string[]) {
  return tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(inArray(userRoles.id, ids))
    .orderBy(userRoles.id)
    .for('update');
}

export async function countUsersWithRole(db: DatabaseOrTransaction, roleId: string) {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.roleId, roleId));
  return row?.n ?? 0;
}

export async function readMatrix(db: AppDatabase | DatabaseOrTransaction) {
  return db.select().from(rolePermissions);
}
