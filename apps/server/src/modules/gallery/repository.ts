import { ALBUM_THUMBNAILS } from '@club/shared';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { albums, galleryPhotos } from '../../db/schema';

// Qualified by hand: drizzle leaves single-table column names unqualified, which a subquery would rebind.
const photoCount = sql<number>`(select count(*) from "gallery" where "gallery"."album_id" = "albums"."id")`.mapWith(
  Number,
);
const thumbnails = sql<string[]>`coalesce((
  select array_agg(t.image_url) from (
    select "gallery"."image_url" from "gallery" where "gallery"."album_id" = "albums"."id"
    order by "gallery"."created_at" desc limit ${ALBUM_THUMBNAILS}
  ) t
), '{}')`;

export const listAlbums = (db: AppDatabase) =>
  db.select({ album: albums, photoCount, thumbnails }).from(albums).orderBy(desc(albums.createdAt));

export async function findAlbum(db: AppDatabase, id: string) {
  const [row] = await db.select({ album: albums, photoCount, thumbnails }).from(albums).where(eq(albums.id, id));
  return row ?? null;
}

const photoColumns = { ...getTableColumns(galleryPhotos), albumName: albums.name };

export function listPhotos(db: AppDatabase, options: { albumId?: string; page: number; pageSize: number }) {
  return db
    .select(photoColumns)
    .from(galleryPhotos)
    .leftJoin(albums, eq(albums.id, galleryPhotos.albumId))
    .where(options.albumId ? eq(galleryPhotos.albumId, options.albumId) : undefined)
    .orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
}

export async function countPhotos(db: AppDatabase, albumId?: string) {
  const [row] = await db
    .select({ total: count() })
    .from(galleryPhotos)
    .where(albumId ? eq(galleryPhotos.albumId, albumId) : undefined);
  return row?.total ?? 0;
}

export async function findPhoto(db: AppDatabase, id: string) {
  const [row] = await db
    .select(photoColumns)
    .from(galleryPhotos)
    .leftJoin(albums, eq(albums.id, galleryPhotos.albumId))
    .where(eq(galleryPhotos.id, id));
  return row ?? null;
}
