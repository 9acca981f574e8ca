import { type albumInputSchema, photoTitles, type photoUpdateSchema, type photoUploadSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import {
  countPhotos,
  deleteAlbum,
  deletePhoto,
  findAlbum,
  findPhoto,
  insertAlbum,
  insertPhotos,
  listPhotos,
  updateAlbum,
  updatePhoto,
} from './repository';

export { listAlbums as albumsNewestFirst, listAlbumsPage as albumsPage } from './repository';

export type AlbumRow = NonNullable<Awaited<ReturnType<typeof findAlbum>>>;
export type PhotoRow = NonNullable<Awaited<ReturnType<typeof findPhoto>>>;
type AlbumBody = z.output<typeof albumInputSchema>;

/** What a shared link to an album shows: its name, description, photo count and first image. */
export async function albumSummary(db: AppDatabase, id: string) {
  const found = await findAlbum(db, id);
  return (
    found && {
      name: found.album.name,
      description: found.album.description,
      photoCount: found.photoCount,
      image: found.album.coverImageUrl ?? found.thumbnails[0] ?? null,
    }
  );
}

/** An album with a page of its photos, newest first; null when there is no such album. */
export async function albumPhotosPage(db: AppDatabase, albumId: string, page: { page: number; pageSize: number }) {
  const album = await findAlbum(db, albumId);
  if (!album) return null;
  const [items, total] = await Promise.all([
    listPhotos(db, { albumId: album.album.id, ...page }),
    countPhotos(db, album.album.id),
  ]);
  return { album, items, total };
}

/** A page of all photos with their album name, newest first. */
export async function photosPage(db: AppDatabase, page: { page: number; pageSize: number }) {
  const [items, total] = await Promise.all([listPhotos(db, page), countPhotos(db)]);
  return { items, total };
}

async function assertAlbum(db: AppDatabase, albumId: string | null | undefined) {
  if (albumId && !(await findAlbum(db, albumId)))
    throw badRequest('Choose an existing album.', { albumId: ['Unknown album'] });
}

export async function addAlbum(db: AppDatabase, actor: Viewer, input: AlbumBody) {
  const values = { ...input, description: input.description ?? null, createdBy: actor.userId };
  const id = await asActor(db, actor, (tx) => insertAlbum(tx, values));
  const created = await findAlbum(db, id);
  if (!created) throw new Error('created album not found');
  return created;
}

/** The album as changed; null when there is no such album. */
export async function changeAlbum(db: AppDatabase, actor: Viewer, id: string, input: AlbumBody) {
  const values = { ...input, description: input.description ?? null };
  await asActor(db, actor, (tx) => updateAlbum(tx, id, values));
  return findAlbum(db, id);
}

/** False when there is no such album; its photos stay, without album. */
export const removeAlbum = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteAlbum(tx, id));

/** Uploaded images as photos: titles are the prefix and a number for several, featured on the first only. */
export async function addPhotos(db: AppDatabase, actor: Viewer, input: z.output<typeof photoUploadSchema>) {
  const { albumId, title, description, isFeatured, images } = input;
  await assertAlbum(db, albumId);
  const titles = photoTitles(
    title,
    images.map((image) => image.fileName),
  );
  const values = images.map((image, index) => ({
    title: titles[index] ?? image.fileName,
    description: description ?? null,
    imageUrl: image.url,
    isFeatured: isFeatured && index === 0,
    albumId: albumId ?? null,
    uploadedBy: actor.userId,
  }));
  const ids = await asActor(db, actor, (tx) => insertPhotos(tx, values));
  const created = await Promise.all(ids.map((id) => findPhoto(db, id)));
  return created.filter((photo): photo is PhotoRow => photo !== null);
}

/** The photo as changed; null when there is no such photo. */
export async function changePhoto(
  db: AppDatabase,
  actor: Viewer,
  id: string,
  input: z.output<typeof photoUpdateSchema>,
) {
  await assertAlbum(db, input.albumId);
  const values = { ...input, description: input.description ?? null, albumId: input.albumId ?? null };
  const changed = await asActor(db, actor, (tx) => updatePhoto(tx, id, values));
  return changed ? findPhoto(db, id) : null;
}

/** Deletes the photo and then its stored image; false when there is no such photo. */
export async function removePhoto(deps: { db: AppDatabase; storage: FileStorage }, actor: Viewer, id: string) {
  const imageUrl = await asActor(deps.db, actor, (tx) => deletePhoto(tx, id));
  if (!imageUrl) return false;
  const storedName = /^\/files\/gallery\/([^/]+)$/.exec(imageUrl)?.[1];
  if (storedName) await deps.storage.remove('gallery', storedName);
  return true;
}
