import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';

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
