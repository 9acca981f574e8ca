import { idParams } from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamOf } from '../../platform/access';
import { sendReceiptPdf } from '../../platform/receipt-pdf';
import { fileResponse } from '../../platform/response-schemas';
import { isMembershipPayment, type MemberDeps, ownsFeePayment } from '../members/service';
import { paymentReceiptPolicy, REGISTRATION_MODULES } from './policy';
import { feeReceipt, membershipFeeReceipt } from './service';

const tags = ['registrations'];
const memberTags = ['members'];

/** The printable receipts of recorded fee payments: for staff, and a member's own. */
export function receiptRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/admin/payments/:id/receipt.pdf',
    {
      config: {
        access: { module: REGISTRATION_MODULES, action: 'view', policy: paymentReceiptPolicy(db), combine: 'both' },
      },
      schema: {
        response: fileResponse('The receipt as PDF', 'application/pdf'),
        tags,
        summary: 'The printable receipt of a recorded payment (PDF), for staff who may view its registrations',
        params: idParams,
      },
    },
    async (request, reply) => sendReceiptPdf(reply, await feeReceipt(db, request.params.id)),
  );

  r.get(
    '/api/me/receipts/:id/receipt.pdf',
    {
      config: {
        access: {
          signedIn: true,
          policy: ({ request, viewer }) => ownsFeePayment(deps.db, viewer.userId, idParamOf(request)),
        },
      },
      schema: {
        response: fileResponse('The receipt as PDF', 'application/pdf'),
        tags: memberTags,
        summary: "One of the signed-in person's own fee receipts as PDF (anyone else's answers 404)",
        params: idParams,
      },
    },
    async (request, reply) => sendReceiptPdf(reply, await membershipFeeReceipt(deps, request.params.id)),
  );

  r.get(
    '/api/admin/members/payments/:id/receipt.pdf',
    {
      config: {
        access: {
          module: 'members',
          action: 'view',
          policy: ({ request }) => isMembershipPayment(deps.db, idParamOf(request)),
          combine: 'both',
        },
      },
      schema: {
        response: fileResponse('The receipt as PDF', 'application/pdf'),
        tags: memberTags,
        summary: "A membership fee's receipt as PDF (a renewal's or the first fee's), for staff who view members",
        params: idParams,
      },
    },
    async (request, reply) => sendReceiptPdf(reply, await membershipFeeReceipt(deps, request.params.id)),
  );
}
