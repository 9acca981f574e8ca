import type { EventEmitter } from 'node:events';
import {
  type Album,
  albumInputSchema,
  albumPhotosPageSchema,
  albumSchema,
  albumsPageSchema,
  idParams,
  type Photo,
  paginationQuery,
  photoSchema,
  photosPageSchema,
  photoUpdateSchema,
  photoUploadSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { cachedList, sendFromCache } from '../../platform/expiring-cache';
import type { FileStorage } from '../../platform/storage';
import {
  type AlbumRow,
  addAlbum,
  addPhotos,
  albumPhotosPage,
  albumsNewestFirst,
  albumsPage,
  changeAlbum,
  changePhoto,
  type PhotoRow,
  photosPage,
  removeAlbum,
  removePhoto,
} from './service';

const tags = ['gallery'];

const presentAlbum = ({ album, photoCount, thumbnails }: AlbumRow): Album => ({
  id: album.id,
  name: album.name,
  description: album.description,
  isFeatured: album.isFeatured,
  coverImageUrl: album.coverImageUrl ?? thumbnails[0] ?? null,
  photoCount,
  thumbnails,
  createdAt: album.createdAt.toISOString(),
});

const presentPhoto = (row: PhotoRow): Photo => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  isFeatured: row.isFeatured,
  albumId: row.albumId,
  albumName: row.albumName,
  createdAt: row.createdAt.toISOString(),
});

export function galleryRoutes(
  app: FastifyInstance,
  { db, storage, changes }: { db: AppDatabase; storage: FileStorage; changes: EventEmitter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const albumList = cachedList(changes, ['albums', 'gallery'], z.array(albumSchema), async () =>
    (await albumsNewestFirst(db)).map(presentAlbum),
  );

  r.get(
    '/api/albums',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Albums, newest first, with photo counts and up to 3 thumbnails',
        response: { 200: z.array(albumSchema) },
      },
    },
    (_request, reply) => sendFromCache(reply, albumList),
  );

  r.get(
    '/api/albums/:id/photos',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "An album's photos, newest first",
        params: idParams,
        querystring: paginationQuery.omit({ search: true }),
        response: { 200: albumPhotosPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const found = await albumPhotosPage(db, request.params.id, { page, pageSize });
      if (!found) throw notFound('Album not found.');
      const { album, items, total } = found;
      return { album: presentAlbum(album), items: items.map(presentPhoto), total, page, pageSize };
    },
  );

  r.get(
    '/api/admin/gallery/albums',
    {
      config: { access: { module: 'gallery', action: 'view' } },
      schema: {
        tags,
        summary: 'Albums, newest first, a page at a time (search by name): the staff list and the album pickers',
        querystring: paginationQuery,
        response: { 200: albumsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const { rows, total } = await albumsPage(db, { page, pageSize, search });
      return { items: rows.map(presentAlbum), total, page, pageSize };
    },
  );

  r.get(
    '/api/admin/gallery/photos',
    {
      config: { access: { module: 'gallery', action: 'view' } },
      schema: {
        tags,
        summary: 'All photos with their album name, newest first',
        querystring: paginationQuery.omit({ search: true }),
        response: { 200: photosPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await photosPage(db, { page, pageSize });
      return { items: items.map(presentPhoto), total, page, pageSize };
    },
  );

  r.post(
    '/api/albums',
    {
      config: { access: { module: 'gallery', action: 'create' } },
      schema: { tags, summary: 'Create an album', body: albumInputSchema, response: { 201: albumSchema } },
    },
    async (request, reply) => {
      const created = await addAlbum(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentAlbum(created));
    },
  );

  r.put(
    '/api/albums/:id',
    {
      config: { access: { module: 'gallery', action: 'edit' } },
      schema: {
        tags,
        summary: 'Update an album',
        params: idParams,
        body: albumInputSchema,
        response: { 200: albumSchema },
      },
    },
    async (request) => {
      const updated = await changeAlbum(db, await requireViewer(request), request.params.id, request.body);
      if (!updated) throw notFound('Album not found.');
      return presentAlbum(updated);
    },
  );

  r.delete(
    '/api/albums/:id',
    {
      config: { access: { module: 'gallery', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete an album (its photos stay, without album)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await removeAlbum(db, await requireViewer(request), request.params.id))) {
        throw notFound('Album not found.');
      }
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/gallery/photos',
    {
      config: { access: { module: 'gallery', action: 'create' } },
      schema: {
        tags,
        summary: 'Add uploaded images as photos (titles: prefix + number for several; featured on the first only)',
        body: photoUploadSchema,
        response: { 201: z.array(photoSchema) },
      },
    },
    async (request, reply) => {
      const created = await addPhotos(db, await requireViewer(request), request.body);
      return reply.status(201).send(created.map(presentPhoto));
    },
  );

  r.put(
    '/api/gallery/photos/:id',
    {
      config: { access: { module: 'gallery', action: 'edit' } },
      schema: {
        tags,
        summary: 'Update a photo',
        params: idParams,
        body: photoUpdateSchema,
        response: { 200: photoSchema },
      },
    },
    async (request) => {
      const updated = await changePhoto(db, await requireViewer(request), request.params.id, request.body);
      if (!updated) throw notFound('Photo not found.');
      return presentPhoto(updated);
    },
  );

  r.delete(
    '/api/gallery/photos/:id',
    {
      config: { access: { module: 'gallery', action: 'delete' } },
      schema: { tags, summary: 'Delete a photo', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await removePhoto({ db, storage }, await requireViewer(request), request.params.id)))
        throw notFound('Photo not found.');
      return reply.status(204).send(null);
    },
  );
}
