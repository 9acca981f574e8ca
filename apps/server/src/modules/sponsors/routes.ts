import type { EventEmitter } from 'node:events';
import {
  adminSponsorsPageSchema,
  idParams,
  paginationQuery,
  publicSponsorSchema,
  sponsorInputSchema,
  sponsorSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { cachedList, sendFromCache } from '../../platform/expiring-cache';
import { presentSponsor } from './presenter';
import { activeSponsors, addSponsor, changeSponsor, removeSponsor, sponsorsPage } from './service';

const tags = ['sponsors'];

export function sponsorRoutes(app: FastifyInstance, { db, changes }: { db: AppDatabase; changes: EventEmitter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const activeList = cachedList(changes, ['sponsors'], z.array(publicSponsorSchema), () => activeSponsors(db));

  r.get(
    '/api/sponsors',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Active sponsors by name (no contact details)',
        response: { 200: z.array(publicSponsorSchema) },
      },
    },
    (_request, reply) => sendFromCache(reply, activeList),
  );

  r.get(
    '/api/admin/sponsors',
    {
      config: { access: { module: 'sponsors', action: 'view' } },
      schema: {
        tags,
        summary:
          'Sponsors, newest first, a page at a time (search by name or contact), with the stat-card figures (Total Value in MVR as a decimal string)',
        querystring: paginationQuery,
        response: {
          200: adminSponsorsPageSchema,
        },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const { rows, total, stats } = await sponsorsPage(db, { page, pageSize, search });
      return { items: rows.map(presentSponsor), total, page, pageSize, stats };
    },
  );

  r.post(
    '/api/sponsors',
    {
      config: { access: { module: 'sponsors', action: 'create' } },
      schema: { tags, summary: 'Add a sponsor', body: sponsorInputSchema, response: { 201: sponsorSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(presentSponsor(await addSponsor(db, await requireViewer(request), request.body))),
  );

  r.put(
    '/api/sponsors/:id',
    {
      config: { access: { module: 'sponsors', action: 'edit' } },
      schema: {
        tags,
        summary: 'Update a sponsor',
        params: idParams,
        body: sponsorInputSchema,
        response: { 200: sponsorSchema },
      },
    },
    async (request) => {
      const row = await changeSponsor(db, await requireViewer(request), request.params.id, request.body);
      if (!row) throw notFound('Sponsor not found.');
      return presentSponsor(row);
    },
  );

  r.delete(
    '/api/sponsors/:id',
    {
      config: { access: { module: 'sponsors', action: 'delete' } },
      schema: { tags, summary: 'Delete a sponsor', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await removeSponsor(db, await requireViewer(request), request.params.id)))
        throw notFound('Sponsor not found.');
      return reply.status(204).send(null);
    },
  );
}
