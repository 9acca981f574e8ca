import {
  CONTRIBUTION_STATUS_LABELS,
  cashContributionInputSchema,
  clubDay,
  contributionTypeInputSchema,
  contributionTypeSchema,
  decisionReasonSchema,
  idParams,
  staffContributionQuerySchema,
  staffContributionSchema,
  staffContributionsPageSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { sendCsv } from '../../platform/csv';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { sendTransferSlip } from '../../platform/private-file';
import { sendReceiptPdf } from '../../platform/receipt-pdf';
import { fileResponse, slipResponse } from '../../platform/response-schemas';
import type { FileStorage } from '../../platform/storage';
import { decidePayment, type PaymentDecision } from '../finance/service';
import { presentType } from './presenter';
import {
  addContributionType,
  contributionPayments,
  contributionReceiptPdf,
  listTypes,
  recordCashContribution,
  setContributionTypeActive,
  staffContribution,
  staffContributionsForExport,
  staffContributionsPage,
} from './service';

const tags = ['contributions'];

export function contributionStaffRoutes(
  app: FastifyInstance,
  deps: { db: AppDatabase; storage: FileStorage; mailer: Mailer; permissions: PermissionStore },
) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payments = contributionPayments(deps.mailer);
  const decided = async (id: string) => {
    const found = await staffContribution(db, id);
    if (!found) throw notFound('Contribution not found.');
    return found.contribution;
  };
  const decide = async (
    request: Parameters<typeof requireViewer>[0],
    id: string,
    decision: PaymentDecision,
    input?: { reason: string },
  ) => {
    await decidePayment(deps, await requireViewer(request), payments, id, decision, input);
    return decided(id);
  };

  r.get(
    '/api/admin/contributions/types',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        tags,
        summary: 'Every contribution type, newest first',
        response: { 200: z.array(contributionTypeSchema) },
      },
    },
    async () => (await listTypes(db, { activeOnly: false })).map(presentType),
  );

  r.post(
    '/api/admin/contributions/types',
    {
      config: { access: { module: 'contributions', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a contribution type (name, description, suggested amount in MVR)',
        body: contributionTypeInputSchema,
        response: { 201: contributionTypeSchema },
      },
    },
    async (request, reply) => {
      const created = await addContributionType(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentType(created));
    },
  );

  r.patch(
    '/api/admin/contributions/types/:id',
    {
      config: { access: { module: 'contributions', action: 'edit' } },
      schema: {
        tags,
        summary: 'Activate or deactivate a contribution type',
        params: idParams,
        body: z.object({ isActive: z.boolean() }),
        response: { 200: contributionTypeSchema },
      },
    },
    async (request) => {
      const updated = await setContributionTypeActive(
        db,
        await requireViewer(request),
        request.params.id,
        request.body.isActive,
      );
      if (!updated) throw notFound('Contribution type not found.');
      return presentType(updated);
    },
  );

  r.get(
    '/api/admin/contributions',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        tags,
        summary: 'Contributions, newest first, by status and searched by name, email or payment reference',
        querystring: staffContributionQuerySchema,
        response: { 200: staffContributionsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await staffContributionsPage(db, request.query)), page, pageSize };
    },
  );

  r.get(
    '/api/admin/contributions/export.csv',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        response: fileResponse('The contributions as CSV', 'text/csv'),
        tags,
        summary: 'Contributions as CSV (formula cells neutralised)',
        querystring: staffContributionQuerySchema.pick({ status: true }),
      },
    },
    async (request, reply) => {
      const rows = await staffContributionsForExport(db, request.query.status);
      return sendCsv(
        reply,
        `contributions-${clubDay()}.csv`,
        ['Date', 'Contributor', 'Email', 'Type', 'Amount (MVR)', 'Status', 'Payment', 'Reference', 'Receipt'],
        rows.map((c) => [
          clubDay(new Date(c.createdAt)),
          c.displayName,
          c.contributorEmail,
          c.typeName,
          c.amount,
          CONTRIBUTION_STATUS_LABELS[c.status],
          c.paymentMethod === 'cash' ? 'Cash' : c.paymentMethod === 'card' ? 'Card' : 'Bank transfer',
          c.paymentReference,
          c.receiptNumber ?? '',
        ]),
      );
    },
  );

  r.get(
    '/api/admin/contributions/:id/slip',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        response: slipResponse,
        tags,
        summary: "The donor's transfer slip (private)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const found = await staffContribution(db, request.params.id);
      return sendTransferSlip(
        reply,
        storage,
        found?.slipName,
        found?.contribution.paymentReference,
        'No transfer slip for this contribution.',
      );
    },
  );

  r.get(
    '/api/admin/contributions/:id/receipt',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        response: fileResponse('The receipt as PDF', 'application/pdf'),
        tags,
        summary: "A confirmed contribution's receipt as PDF (marked VOID once reversed)",
        params: idParams,
      },
    },
    async (request, reply) => {
      return sendReceiptPdf(reply, await contributionReceiptPdf(db, request.params.id));
    },
  );

  r.post(
    '/api/admin/contributions/cash',
    {
      config: { access: { module: 'contributions', action: 'create' } },
      schema: {
        tags,
        summary: 'Record a cash donation received in person: pending until another staff member confirms it',
        body: cashContributionInputSchema,
        response: { 201: staffContributionSchema },
      },
    },
    async (request, reply) => {
      const id = await recordCashContribution(db, await requireViewer(request), request.body, requestLanguage(request));
      const found = await staffContribution(db, id);
      if (!found) throw new Error('recorded contribution not found');
      return reply.status(201).send(found.contribution);
    },
  );

  r.post(
    '/api/admin/contributions/:id/confirm',
    {
      config: { access: { module: 'contributions', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Confirm a pending contribution: completed, posted to the ledger and receipted (PDF emailed) in one transaction',
        params: idParams,
        response: { 200: staffContributionSchema },
      },
    },
    (request) => decide(request, request.params.id, 'confirm'),
  );

  r.post(
    '/api/admin/contributions/:id/reject',
    {
      config: { access: { module: 'contributions', action: 'edit' } },
      schema: {
        tags,
        summary: 'Reject a pending contribution with a reason (failed); the donor is emailed',
        params: idParams,
        body: decisionReasonSchema,
        response: { 200: staffContributionSchema },
      },
    },
    (request) => decide(request, request.params.id, 'reject', request.body),
  );

  r.post(
    '/api/admin/contributions/:id/reverse',
    {
      config: { access: { module: 'contributions', action: 'approve' } },
      schema: {
        tags,
        summary: 'Reverse a wrong confirmation with a reason: a reversing ledger entry, the receipt void',
        params: idParams,
        body: decisionReasonSchema,
        response: { 200: staffContributionSchema },
      },
    },
    (request) => decide(request, request.params.id, 'reverse', request.body),
  );
}
