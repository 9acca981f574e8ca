import { z } from 'zod';
import { GALLERY_MESSAGES } from '../rules/gallery';
import { optionalText, paginated } from './common';

/** Photos are files stored by the portal's gallery bucket, never outside addresses. */
const galleryFileUrl = z
  .string()
  .regex(/^\/files\/gallery\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/, 'Upload the image first');

export const albumInputSchema = z.object({
  name: z.string().trim().min(1, GALLERY_MESSAGES.albumName).max(120),
  description: optionalText(1000),
  isFeatured: z.boolean().default(false),
});

export const photoUploadSchema = z.object({
  albumId: z.uuid().nullable().optional(),
  title: z.string().trim().max(150).default(''),
  description: optionalText(1000),
  isFeatured: z.boolean().default(false),
  images: z
    .array(z.object({ url: galleryFileUrl, fileName: z.string().trim().min(1).max(200) }))
    .min(1, GALLERY_MESSAGES.selectImage)
    .max(50),
});

export const photoUpdateSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(150),
  description: optionalText(1000),
  isFeatured: z.boolean().default(false),
  albumId: z.uuid().nullable().optional(),
});

export const photoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  isFeatured: z.boolean(),
  albumId: z.string().nullable(),
  albumName: z.string().nullable(),
  createdAt: z.string(),
});

export const albumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isFeatured: z.boolean(),
  coverImageUrl: z.string().nullable(),
  photoCount: z.number().int(),
  thumbnails: z.array(z.string()),
  createdAt: z.string(),
});

export type AlbumInput = z.input<typeof albumInputSchema>;
export type PhotoUploadInput = z.input<typeof photoUploadSchema>;
export type PhotoUpdateInput = z.input<typeof photoUpdateSchema>;
export type Photo = z.infer<typeof photoSchema>;
export type Album = z.infer<typeof albumSchema>;

export const photosPageSchema = paginated(photoSchema);
export const albumPhotosPageSchema = photosPageSchema.extend({ album: albumSchema });
export const albumsPageSchema = paginated(albumSchema);
export type PhotosPage = z.infer<typeof photosPageSchema>;
export type AlbumsPage = z.infer<typeof albumsPageSchema>;
export type AlbumPhotosPage = z.infer<typeof albumPhotosPageSchema>;
