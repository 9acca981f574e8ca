import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    featuredImageUrl: text('featured_image_url'),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishDate: date('publish_date', { mode: 'string' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_author_id_idx').on(t.authorId),
    index('news_updated_by_idx').on(t.updatedBy),

    index('news_published_idx').on(t.isPublished, t.publishDate.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('news_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
