import type { Language } from '@club/shared';
import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern } from '../../db/client';
import { profiles, user, userRoles } from '../../db/schema';

export type ProfileChanges = Pick<typeof profiles.$inferInsert, 'fullName' | 'phone' | 'address' | 'dateOfBirth'>;
export interface ProfileWithRole {
  profile: typeof profiles.$inferSelect;
  role: typeof userRoles.$inferSelect;
}

export async function findProfileByUserId(db: AppDatabase, userId: string): Promise<ProfileWithRole | null> {
  const [row] = await db
    .select({ profile: profiles, role: userRoles })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.id, profiles.roleId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function updateProfileByUserId(db: AppDatabase, userId: string, changes: ProfileChanges) {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ id: profiles.id });
  return row ? findProfileByUserId(db, userId) : null;
}

/** Remembers the language the person chose for the portal and its emails. */
export async function setProfileLanguage(db: AppDatabase, userId: string, language: Language) {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** The club's people (name and email) matched by either, for pickers: 20 at a time. */
export function searchPeople(db: AppDatabase, search: string) {
  const pattern = likePattern(search);
  return db
    .select({ userId: profiles.userId, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(search ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined)
    .orderBy(asc(profiles.fullName))
    .limit(20);
}

/** Whether every id names an account. */
export async function accountsExist(db: AppDatabase, userIds: readonly string[]) {
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return true;
  const [row] = await db.select({ n: count() }).from(user).where(inArray(user.id, distinct));
  return row?.n === distinct.length;
}

/** Puts a phone number on a profile that has none (one the person gave on a form); an existing one stays. */
export async function fillMissingPhone(db: Pick<AppDatabase, 'execute'>, userId: string, phone: string) {
  await db.execute(
    sql`update profiles set phone = ${phone}, updated_at = now() where user_id = ${userId} and (phone is null or phone = '')`,
  );
}
