import { asc, eq, ilike, or } from 'drizzle-orm';
import { type AppDatabase, likePattern, type PageQuery, pageOf } from '../../db/client';
import { executiveCommittee } from '../../db/schema';

export type CommitteeValues = Omit<typeof executiveCommittee.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const byOrder = [asc(executiveCommittee.displayOrder), asc(executiveCommittee.name)];

export const listCommittee = (db: AppDatabase, { activeOnly }: { activeOnly: boolean }) =>
  db
    .select()
    .from(executiveCommittee)
    .where(activeOnly ? eq(executiveCommittee.isActive, true) : undefined)
    .orderBy(...byOrder);

/** A page of all members in display order, optionally those whose name or position matches `search`. */
export async function listCommitteePage(db: AppDatabase, { page, pageSize, search }: PageQuery) {
  const where = search
    ? or(ilike(executiveCommittee.name, likePattern(search)), ilike(executiveCommittee.position, likePattern(search)))
    : undefined;
  return pageOf(
    db,
    db
      .select()
      .from(executiveCommittee)
      .where(where)
      .orderBy(...byOrder, asc(executiveCommittee.id)),
    { table: executiveCommittee, where },
    { page, pageSize },
  );
}

export async function insertCommitteeMember(db: AppDatabase, values: CommitteeValues) {
  const [row] = await db.insert(executiveCommittee).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCommitteeMember(db: AppDatabase, id: string, values: CommitteeValues) {
  const [row] = await db
    .update(executiveCommittee)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(executiveCommittee.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCommitteeMember(db: AppDatabase, id: string) {
  const rows = await db
    .delete(executiveCommittee)
    .where(eq(executiveCommittee.id, id))
    .returning({ id: executiveCommittee.id });
  return rows.length > 0;
}
