import type { AppDatabase } from '../../db/client';
import { presentNews } from './presenter';
import { findPublishedNews, listNews } from './repository';

/** Published articles, newest first: the news page, the home page and the news & events feed. */
export async function publishedNews(db: AppDatabase, query: { page: number; pageSize: number; search?: string }) {
  const { items, total } = await listNews(db, { publishedOnly: true, ...query });
  return { items: items.map(presentNews), total };
}

/** One published article (null for a draft or an unknown id). */
export async function publishedArticle(db: AppDatabase, id: string) {
  const row = await findPublishedNews(db, id);
  return row && presentNews(row);
}
