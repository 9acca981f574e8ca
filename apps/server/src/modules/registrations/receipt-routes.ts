import { idParams } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { sendReceiptPdf } from '../../platform/receipt-pdf';
import { paymentReceiptPolicy, REGISTRATION_MODULES } from './policy';
import { feeReceipt } from './service';

const tags = ['registrations'];

/** The printable receipt of a recorded fee payment. */
export function receiptRoutes(app: FastifyInstance, db: AppDatabase) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/payments/:id/receipt.pdf',
    {
      config: {
        access: { module: REGISTRATION_MODULES, action: 'view', policy: paymentReceiptPolicy(db), combine: 'both' },
      },
      schema: {
        tags,
        summary: 'The printable receipt of a recorded payment (PDF), for staff who may view its registrations',
        params: idParams,
      },
    },
    async (request, reply) => sendReceiptPdf(reply, await feeReceipt(db, request.params.id)),
  );
}
