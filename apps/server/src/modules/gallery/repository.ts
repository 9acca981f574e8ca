import { ALBUM_THUMBNAILS } from '@club/shared';
import { count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, type PageQuery, pageOf } from '../../db/client';
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

/** Albums for the staff screen and the album pickers, newest first, a page at a time, searched by name. */
export async function listAlbumsPage(db: AppDatabase, { page, pageSize, search }: PageQuery) {
  const where = search ? ilike(albums.name, likePattern(search)) : undefined;
  return pageOf(
    db,
    db
      .select({ album: albums, photoCount, thumbnails })
      .from(albums)
      .where(where)
      .orderBy(desc(albums.createdAt), desc(albums.id)),
    { table: albums, where },
    { page, pageSize },
  );
}

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

export type AlbumValues = Omit<typeof albums.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PhotoValues = Omit<typeof galleryPhotos.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertAlbum(db: AppDatabase, values: AlbumValues) {
  const [row] = await db.insert(albums).values(values).returning({ id: albums.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateAlbum(db: AppDatabase, id: string, values: Partial<AlbumValues>) {
  const rows = await db
    .update(albums)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(albums.id, id))
    .returning({ id: albums.id });
  return rows.length > 0;
}

export async function deleteAlbum(db: AppDatabase, id: string) {
  const rows = await db.delete(albums).where(eq(albums.id, id)).returning({ id: albums.id });
  return rows.length > 0;
}

export async function insertPhotos(db: AppDatabase, values: PhotoValues[]) {
  const rows = await db.insert(galleryPhotos).values(values).returning({ id: galleryPhotos.id });
  return rows.map((row) => row.id);
}

export async function updatePhoto(db: AppDatabase, id: string, values: Partial<PhotoValues>) {
  const rows = await db
    .update(galleryPhotos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(galleryPhotos.id, id))
    .returning({ id: galleryPhotos.id });
  return rows.length > 0;
}

/** Deletes the photo; answers its image address (whose stored file goes with it), or null. */
export async function deletePhoto(db: AppDatabase, id: string) {
  const [row] = await db
    .delete(galleryPhotos)
    .where(eq(galleryPhotos.id, id))
    .returning({ imageUrl: galleryPhotos.imageUrl });
  return row?.imageUrl ?? null;
}
