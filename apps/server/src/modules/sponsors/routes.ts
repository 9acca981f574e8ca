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
import { auditedChange } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { cachedList, sendSerialized } from '../../platform/expiring-cache';
import { presentSponsor } from './presenter';
import { deleteSponsor, insertSponsor, listSponsorsPage, sponsorStats, updateSponsor } from './repository';
import { activeSponsors } from './service';

const tags = ['sponsors'];

const toValues = (body: z.output<typeof sponsorInputSchema>) => ({
  ...body,
  logoUrl: body.logoUrl ?? null,
  websiteUrl: body.websiteUrl ?? null,
  sponsorshipType: body.sponsorshipType ?? null,
  contactPerson: body.contactPerson ?? null,
  contactPhone: body.contactPhone ?? null,
});

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
    async (_request, reply) => sendSerialized(reply, await activeList.get()),
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
      const [{ rows, total }, stats] = await Promise.all([
        listSponsorsPage(db, { page, pageSize, search }),
        sponsorStats(db),
      ]);
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
      reply
        .status(201)
        .send(presentSponsor(await auditedChange(request, db, (tx) => insertSponsor(tx, toValues(request.body))))),
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
      const row = await auditedChange(request, db, (tx) =>
        updateSponsor(tx, request.params.id, toValues(request.body)),
      );
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
      if (!(await auditedChange(request, db, (tx) => deleteSponsor(tx, request.params.id))))
        throw notFound('Sponsor not found.');
      return reply.status(204).send(null);
    },
  );
}
