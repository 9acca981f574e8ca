import { idParams, isLanguage } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { notFound } from '../../platform/errors';
import { paymentReceiptPolicy, REGISTRATION_MODULES } from './policy';
import { renderReceipt } from './receipt';
import { collectorName, findPayment, findRegistration } from './repository';

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
    async (request, reply) => {
      const payment = await findPayment(db, request.params.id);
      if (!payment) throw notFound('Payment not found.');
      const registration = await findRegistration(db, payment.registrationType, payment.registrationId);
      const pdf = await renderReceipt({
        language: isLanguage(registration?.language) ? registration.language : null,
        receiptNumber: payment.receiptNumber,
        formNumber: registration?.form_number ?? '—',
        payerName: registration ? String(registration.full_name) : '—',
        registrationType: payment.registrationType,
        amount: payment.amount,
        paymentMethod: payment.paymentMethod,
        paymentDate: payment.paymentDate,
        collectorName: (payment.collectedBy && (await collectorName(db, payment.collectedBy))) || '—',
        notes: payment.notes,
        voidReason: payment.voidedAt ? payment.voidReason : null,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${payment.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
