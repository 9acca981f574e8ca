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
  photoTitles,
  photoUpdateSchema,
  photoUploadSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { auditedChange } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { cachedList, sendSerialized } from '../../platform/expiring-cache';
import type { FileStorage } from '../../platform/storage';
import {
  countPhotos,
  deleteAlbum,
  deletePhoto,
  findAlbum,
  findPhoto,
  insertAlbum,
  insertPhotos,
  listAlbums,
  listAlbumsPage,
  listPhotos,
  updateAlbum,
  updatePhoto,
} from './repository';

const tags = ['gallery'];

type AlbumRow = NonNullable<Awaited<ReturnType<typeof findAlbum>>>;
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

type PhotoRow = NonNullable<Awaited<ReturnType<typeof findPhoto>>>;
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

async function assertAlbum(db: AppDatabase, albumId: string | null | undefined) {
  if (albumId && !(await findAlbum(db, albumId)))
    throw badRequest('Choose an existing album.', { albumId: ['Unknown album'] });
}

export function galleryRoutes(
  app: FastifyInstance,
  { db, storage, changes }: { db: AppDatabase; storage: FileStorage; changes: EventEmitter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const albumList = cachedList(changes, ['albums', 'gallery'], z.array(albumSchema), async () =>
    (await listAlbums(db)).map(presentAlbum),
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
    async (_request, reply) => sendSerialized(reply, await albumList.get()),
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
      const album = await findAlbum(db, request.params.id);
      if (!album) throw notFound('Album not found.');
      const { page, pageSize } = request.query;
      const [items, total] = await Promise.all([
        listPhotos(db, { albumId: album.album.id, page, pageSize }),
        countPhotos(db, album.album.id),
      ]);
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
      const { rows, total } = await listAlbumsPage(db, { page, pageSize, search });
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
      const [items, total] = await Promise.all([listPhotos(db, { page, pageSize }), countPhotos(db)]);
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
      const viewer = await requireViewer(request);
      const values = { ...request.body, description: request.body.description ?? null, createdBy: viewer.userId };
      const id = await auditedChange(request, db, (tx) => insertAlbum(tx, values));
      const created = await findAlbum(db, id);
      if (!created) throw new Error('created album not found');
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
      const values = { ...request.body, description: request.body.description ?? null };
      await auditedChange(request, db, (tx) => updateAlbum(tx, request.params.id, values));
      const updated = await findAlbum(db, request.params.id);
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
      if (!(await auditedChange(request, db, (tx) => deleteAlbum(tx, request.params.id)))) {
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
      const viewer = await requireViewer(request);
      const { albumId, title, description, isFeatured, images } = request.body;
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
        uploadedBy: viewer.userId,
      }));
      const ids = await auditedChange(request, db, (tx) => insertPhotos(tx, values));
      const created = await Promise.all(ids.map((id) => findPhoto(db, id)));
      return reply.status(201).send(created.filter((p): p is PhotoRow => p !== null).map(presentPhoto));
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
      await assertAlbum(db, request.body.albumId);
      const values = {
        ...request.body,
        description: request.body.description ?? null,
        albumId: request.body.albumId ?? null,
      };
      const changed = await auditedChange(request, db, (tx) => updatePhoto(tx, request.params.id, values));
      const updated = changed && (await findPhoto(db, request.params.id));
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
      const imageUrl = await auditedChange(request, db, (tx) => deletePhoto(tx, request.params.id));
      if (!imageUrl) throw notFound('Photo not found.');
      const storedName = /^\/files\/gallery\/([^/]+)$/.exec(imageUrl)?.[1];
      if (storedName) await storage.remove('gallery', storedName);
      return reply.status(204).send(null);
    },
  );
}
