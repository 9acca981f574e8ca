import { CLUB } from '@club/shared';
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, type PageQuery, pageOf } from '../../db/client';
import { sponsors } from '../../db/schema';

export type SponsorValues = Omit<typeof sponsors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listActiveSponsors = (db: AppDatabase) =>
  db.select().from(sponsors).where(eq(sponsors.isActive, true)).orderBy(asc(sponsors.name));

/** A page of all sponsors, newest first, optionally those whose name or contact matches `search`. */
export async function listSponsorsPage(db: AppDatabase, { page, pageSize, search }: PageQuery) {
  const where = search
    ? or(ilike(sponsors.name, likePattern(search)), ilike(sponsors.contactPerson, likePattern(search)))
    : undefined;
  return pageOf(
    db,
    db.select().from(sponsors).where(where).orderBy(desc(sponsors.createdAt), desc(sponsors.id)),
    { table: sponsors, where },
    { page, pageSize },
  );
}

/** Total Value sums the amounts of active sponsors (in the database, as exact decimals). */
export async function sponsorStats(db: AppDatabase) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${sponsors.isActive})`.mapWith(Number),
      totalValue: sql<string>`coalesce(sum(${sponsors.sponsorshipAmount}) filter (where ${sponsors.isActive}), 0)::numeric(14,2)::text`,
      thisYear:
        sql<number>`count(*) filter (where extract(year from ${sponsors.startDate}) = extract(year from now() at time zone ${CLUB.timeZone}))`.mapWith(
          Number,
        ),
    })
    .from(sponsors);
  return row ?? { total: 0, active: 0, totalValue: '0.00', thisYear: 0 };
}

export async function insertSponsor(db: AppDatabase, values: SponsorValues) {
  const [row] = await db.insert(sponsors).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateSponsor(db: AppDatabase, id: string, values: SponsorValues) {
  const [row] = await db
    .update(sponsors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sponsors.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSponsor(db: AppDatabase, id: string) {
  const rows = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ id: sponsors.id });
  return rows.length > 0;
}
