import { feeInputSchema, feeSchema, idParams } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { addFeeStructure, changeFeeStructure, feeStructures, removeFeeStructure } from './fee-structures';
import { REGISTRATION_MODULES } from './policy';
import { presentFee } from './presenter';

const tags = ['registrations'];

/** Fee structures: listed to those who view either kind of registration, managed with `create` (decision 005). */
export function feeRoutes(app: FastifyInstance, db: AppDatabase) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/registration-fees',
    {
      config: { access: { module: REGISTRATION_MODULES, action: 'view' } },
      schema: { tags, summary: 'Fee structures by type then category', response: { 200: z.array(feeSchema) } },
    },
    async () => (await feeStructures(db)).map(presentFee),
  );

  r.post(
    '/api/admin/registration-fees',
    {
      config: { access: { module: REGISTRATION_MODULES, action: 'create' } },
      schema: { tags, summary: 'Add a fee structure', body: feeInputSchema, response: { 201: feeSchema } },
    },
    async (request, reply) => {
      const row = await addFeeStructure(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentFee(row));
    },
  );

  r.put(
    '/api/admin/registration-fees/:id',
    {
      config: { access: { module: REGISTRATION_MODULES, action: 'create' } },
      schema: {
        tags,
        summary: 'Update a fee structure',
        params: idParams,
        body: feeInputSchema,
        response: { 200: feeSchema },
      },
    },
    async (request) => {
      const row = await changeFeeStructure(db, await requireViewer(request), request.params.id, request.body);
      if (!row) throw notFound('Fee not found.');
      return presentFee(row);
    },
  );

  r.delete(
    '/api/admin/registration-fees/:id',
    {
      config: { access: { module: REGISTRATION_MODULES, action: 'create' } },
      schema: { tags, summary: 'Delete a fee structure', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await removeFeeStructure(db, await requireViewer(request), request.params.id)))
        throw notFound('Fee not found.');
      return reply.status(204).send(null);
    },
  );
}
