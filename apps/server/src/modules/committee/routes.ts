import type { EventEmitter } from 'node:events';
import {
  committeeInputSchema,
  committeeMemberSchema,
  committeePageSchema,
  idParams,
  paginationQuery,
  publicCommitteeMemberSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { cachedList, sendFromCache } from '../../platform/expiring-cache';
import { presentCommitteeMember } from './presenter';
import {
  activeCommittee,
  addCommitteeMember,
  changeCommitteeMember,
  committeePage,
  removeCommitteeMember,
} from './service';

const tags = ['committee'];

export function committeeRoutes(app: FastifyInstance, { db, changes }: { db: AppDatabase; changes: EventEmitter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const activeMembers = cachedList(changes, ['executive_committee'], z.array(publicCommitteeMemberSchema), async () =>
    (await activeCommittee(db)).map(presentCommitteeMember),
  );

  r.get(
    '/api/committee',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Active committee members in display order, as the public page shows them',
        response: { 200: z.array(publicCommitteeMemberSchema) },
      },
    },
    (_request, reply) => sendFromCache(reply, activeMembers),
  );

  r.get(
    '/api/admin/committee',
    {
      config: { access: { module: 'committee', action: 'view' } },
      schema: {
        tags,
        summary: 'Committee members in display order, a page at a time (search by name or position)',
        querystring: paginationQuery,
        response: { 200: committeePageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const { rows, total } = await committeePage(db, { page, pageSize, search });
      return { items: rows.map(presentCommitteeMember), total, page, pageSize };
    },
  );

  r.post(
    '/api/committee',
    {
      config: { access: { module: 'committee', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a committee member',
        body: committeeInputSchema,
        response: { 201: committeeMemberSchema },
      },
    },
    async (request, reply) => {
      const row = await addCommitteeMember(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentCommitteeMember(row));
    },
  );

  r.put(
    '/api/committee/:id',
    {
      config: { access: { module: 'committee', action: 'edit' } },
      schema: {
        tags,
        summary: 'Update a committee member',
        params: idParams,
        body: committeeInputSchema,
        response: { 200: committeeMemberSchema },
      },
    },
    async (request) => {
      const row = await changeCommitteeMember(db, await requireViewer(request), request.params.id, request.body);
      if (!row) throw notFound('Committee member not found.');
      return presentCommitteeMember(row);
    },
  );

  r.delete(
    '/api/committee/:id',
    {
      config: { access: { module: 'committee', action: 'delete' } },
      schema: { tags, summary: 'Delete a committee member', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await removeCommitteeMember(db, await requireViewer(request), request.params.id)))
        throw notFound('Committee member not found.');
      return reply.status(204).send(null);
    },
  );
}
