import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';

export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    description: text('description'),
    coverImageUrl: text('cover_image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('albums_created_by_idx').on(t.createdBy), index('albums_updated_by_idx').on(t.updatedBy)],
);

export const galleryPhotos = pgTable(
  'gallery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Deleting an album keeps its photos, unassigned. */
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'set null' }),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_updated_by_idx').on(t.updatedBy),
    index('gallery_uploaded_by_idx').on(t.uploadedBy),

    index('gallery_album_created_idx').on(t.albumId, t.createdAt.desc().nullsFirst()),
    index('gallery_created_idx').on(t.createdAt.desc().nullsFirst()),
    // A file belongs to exactly one photo: deleting a photo removes its file, so no other may point at it.
    unique('gallery_image_url_key').on(t.imageUrl),
  ],
);
