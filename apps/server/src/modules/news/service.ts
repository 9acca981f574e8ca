import type { newsInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { sanitizeRichText } from '../../platform/html';
import { presentNews } from './presenter';
import { deleteNews, findPublishedNews, insertNews, listNews, newsStats, updateNews } from './repository';

type NewsInput = z.output<typeof newsInputSchema>;

/** The article's text as stored: optional fields empty as null, the content's HTML sanitised. */
const contentOf = (input: NewsInput) => ({
  excerpt: input.excerpt ?? null,
  featuredImageUrl: input.featuredImageUrl ?? null,
  content: sanitizeRichText(input.content),
});

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

/** Every article, newest first, a page at a time, with the stat cards' counts (the staff list). */
export async function newsPage(db: AppDatabase, query: { page: number; pageSize: number; search?: string }) {
  const [{ items, total }, stats] = await Promise.all([
    listNews(db, { publishedOnly: false, ...query }),
    newsStats(db),
  ]);
  return { items, total, stats };
}

/** A new article by the actor; without the approve right (`mayPublish`) it is saved as a draft for review. */
export const addArticle = (db: AppDatabase, actor: Viewer, input: NewsInput, mayPublish: boolean) =>
  asActor(db, actor, (tx) =>
    insertNews(tx, {
      ...input,
      ...(mayPublish ? {} : { isPublished: false, isFeatured: false, publishDate: null }),
      ...contentOf(input),
      authorId: actor.userId,
    }),
  );

/**
 * The article as changed (null when there is none); publishing and featuring stay as they were unless the
 * actor holds the approve right (`mayPublish`).
 */
export function changeArticle(db: AppDatabase, actor: Viewer, id: string, input: NewsInput, mayPublish: boolean) {
  const { isPublished, isFeatured, publishDate, ...content } = input;
  return asActor(db, actor, (tx) =>
    updateNews(tx, id, {
      ...content,
      ...(mayPublish ? { isPublished, isFeatured, publishDate } : {}),
      ...contentOf(input),
    }),
  );
}

/** False when there is no such article. */
export const removeArticle = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteNews(tx, id));
