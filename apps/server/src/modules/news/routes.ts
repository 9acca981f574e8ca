import {
  adminNewsPageSchema,
  idParams,
  newsInputSchema,
  newsPageSchema,
  newsSchema,
  paginationQuery,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { presentNews } from './presenter';

/** The News & Events and News screens manage the same records: either module's right is enough. */
const NEWS_MODULES = ['news', 'news-events'] as const;

import { addArticle, changeArticle, newsPage, publishedArticle, publishedNews, removeArticle } from './service';

const tags = ['news'];

export function newsRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/news',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Published news, newest first',
        querystring: paginationQuery,
        response: { 200: newsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      return { ...(await publishedNews(db, { search, page, pageSize })), page, pageSize };
    },
  );

  r.get(
    '/api/news/:id',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'One published article', params: idParams, response: { 200: newsSchema } },
    },
    async (request) => {
      const article = await publishedArticle(db, request.params.id);
      if (!article) throw notFound('News article not found.');
      return article;
    },
  );

  r.get(
    '/api/admin/news',
    {
      config: { access: { module: NEWS_MODULES, action: 'view' } },
      schema: {
        tags,
        summary: 'All news including drafts, newest first, with the stat-card counts',
        querystring: paginationQuery,
        response: {
          200: adminNewsPageSchema,
        },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const { items, total, stats } = await newsPage(db, { search, page, pageSize });
      return { items: items.map(presentNews), total, page, pageSize, stats };
    },
  );

  r.post(
    '/api/news',
    {
      config: { access: { module: NEWS_MODULES, action: 'create' } },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary:
          'Create a news article (content HTML is sanitised); without news:approve it is saved unpublished and unfeatured',
        body: newsInputSchema,
        response: { 201: newsSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const mayPublish = await request.holds(NEWS_MODULES, 'approve');
      const row = await addArticle(db, viewer, request.body, mayPublish);
      return reply.status(201).send(presentNews(row));
    },
  );

  r.put(
    '/api/news/:id',
    {
      config: { access: { module: NEWS_MODULES, action: 'edit' } },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Update a news article; only holders of news:approve change whether it is published or featured',
        params: idParams,
        body: newsInputSchema,
        response: { 200: newsSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const mayPublish = await request.holds(NEWS_MODULES, 'approve');
      const row = await changeArticle(db, viewer, request.params.id, request.body, mayPublish);
      if (!row) throw notFound('News article not found.');
      return presentNews(row);
    },
  );

  r.delete(
    '/api/news/:id',
    {
      config: { access: { module: NEWS_MODULES, action: 'delete' } },
      schema: { tags, summary: 'Delete a news article', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await removeArticle(db, await requireViewer(request), request.params.id)))
        throw notFound('News article not found.');
      return reply.status(204).send(null);
    },
  );
}
