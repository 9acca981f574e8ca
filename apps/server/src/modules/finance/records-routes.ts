import {
  financialRecordInputSchema,
  financialRecordListQuery,
  financialRecordSchema,
  financialRecordsPageSchema,
  idParams,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { decidePayment } from './payment-decisions';
import {
  createRecord,
  findRecord,
  legacyRecordPayments,
  listRecords,
  presentRecord,
  removePendingRecord,
} from './records-service';

const tags = ['finance'];

/** Legacy transactions: recorded without debits and credits, posted to the ledger when approved. */
export function financialRecordRoutes(
  app: FastifyInstance,
  deps: { db: AppDatabase; permissions: PermissionStore; mailer: Mailer },
) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const recordOrNotFound = async (id: string) => {
    const record = await findRecord(db, id);
    if (!record) throw notFound('Record not found.');
    return presentRecord(record);
  };

  r.get(
    '/api/admin/finance/records',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: 'Legacy transactions, newest first or sorted',
        querystring: financialRecordListQuery,
        response: { 200: financialRecordsPageSchema },
      },
    },
    async (request) => ({ ...(await listRecords(db, request.query)), ...request.query }),
  );

  r.post(
    '/api/admin/finance/records',
    {
      config: { access: { module: 'finance', action: 'create' } },
      schema: {
        tags,
        summary: 'Record income or an expense; it waits for another approver before it reaches the ledger',
        body: financialRecordInputSchema,
        response: { 201: financialRecordSchema },
      },
    },
    async (request, reply) => {
      const id = await createRecord(db, await requireViewer(request), request.body);
      return reply.status(201).send(await recordOrNotFound(id));
    },
  );

  r.post(
    '/api/admin/finance/records/:id/approve',
    {
      config: { access: { module: 'finance', action: 'approve' } },
      schema: {
        tags,
        summary: 'Approve a pending record (not your own): it is posted to the ledger against cash',
        params: idParams,
        response: { 200: financialRecordSchema },
      },
    },
    async (request) => {
      await decidePayment(
        deps,
        await requireViewer(request),
        legacyRecordPayments,
        request.params.id,
        'confirm',
        undefined,
      );
      return recordOrNotFound(request.params.id);
    },
  );

  r.delete(
    '/api/admin/finance/records/:id',
    {
      config: { access: { module: 'finance', action: 'delete' } },
      schema: { tags, summary: 'Delete a pending record', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removePendingRecord(db, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
