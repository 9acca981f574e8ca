import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileChanges = Pick<typeof profiles.$inferInsert, 'fullName' | 'phone' | 'address' | 'dateOfBirth'>;

export async function findProfileByUserId(db: AppDatabase, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function updateProfileByUserId(db: AppDatabase, userId: string, changes: ProfileChanges) {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  return row ?? null;
}
