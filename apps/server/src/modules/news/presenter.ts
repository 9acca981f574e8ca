import type { News } from '@club/shared';
import type { news } from '../../db/schema';

export const presentNews = (row: typeof news.$inferSelect): News => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  featuredImageUrl: row.featuredImageUrl,
  isPublished: row.isPublished,
  isFeatured: row.isFeatured,
  publishDate: row.publishDate,
  authorId: row.authorId,
  createdAt: row.createdAt.toISOString(),
});
