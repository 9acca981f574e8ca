import type { AppDatabase } from '../../db/client';
import { findAlbum } from './repository';

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
