import { clubToday } from '@club/shared';
import { and, count, desc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type AppDatabase, likePattern, pageOf } from '../../db/client';
import { news } from '../../db/schema';

export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Published, and its publish date reached in club time: an article dated ahead is scheduled until that day. */
const onTheSite = () => and(eq(news.isPublished, true), lte(news.publishDate, clubToday())) as SQL;

export async function listNews(
  db: AppDatabase,
  options: { publishedOnly: boolean; search?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (options.publishedOnly) filters.push(onTheSite());
  if (options.search) {
    const pattern = likePattern(options.search);
    const match = or(ilike(news.title, pattern), ilike(news.excerpt, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const order = options.publishedOnly ? [desc(news.publishDate), desc(news.createdAt)] : [desc(news.createdAt)];
  const { rows: items, total } = await pageOf(
    db,
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...order),
    { table: news, where },
    options,
  );
  return { items, total };
}

/** An article on the site, or null (drafts and scheduled articles are not public). */
export async function findPublishedNews(db: AppDatabase, id: string) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), onTheSite()));
  return row ?? null;
}

export async function newsStats(db: AppDatabase) {
  const [row] = await db
    .select({
      total: count(),
      published: count(sqlIf(news.isPublished)),
      featured: count(sqlIf(news.isFeatured)),
    })
    .from(news);
  return { total: row?.total ?? 0, published: row?.published ?? 0, featured: row?.featured ?? 0 };
}

/** For count(): counts the rows where the boolean column is true. */
function sqlIf(column: PgColumn) {
  return sql`case when ${column} then 1 end`;
}

export async function insertNews(db: AppDatabase, values: NewsValues) {
  const [row] = await db.insert(news).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateNews(db: AppDatabase, id: string, values: Partial<NewsValues>) {
  const [row] = await db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(news.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNews(db: AppDatabase, id: string) {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return rows.length > 0;
}
