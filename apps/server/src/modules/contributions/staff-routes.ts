import {
  CLUB,
  CONTRIBUTION_MESSAGES,
  CONTRIBUTION_STATUS_LABELS,
  cashContributionInputSchema,
  clubDay,
  contributionTypeInputSchema,
  contributionTypeSchema,
  decisionReasonSchema,
  formatMvr,
  idParams,
  staffContributionQuerySchema,
  staffContributionSchema,
  staffContributionsPageSchema,
} from '@club/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { contributions, contributionTypes, profiles } from '../../db/schema';
import { auditedChange } from '../../platform/audit';
import { sendCsv } from '../../platform/csv';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { issuePaymentReference } from '../../platform/payment-reference';
import { type FileStorage, mimeTypeOfStoredName } from '../../platform/storage';
import { postContribution, postContributionReversal } from '../finance/postings';
import { mailReceipt, nextReceiptNumber, renderContributionReceipt } from './receipt';
import { allForStaff, findForStaff, listForStaff } from './repository';
import { presentType } from './routes';

const tags = ['contributions'];

async function staffName(db: AppDatabase, userId: string) {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name || 'Club staff';
}

export function contributionStaffRoutes(
  app: FastifyInstance,
  { db, storage, mailer }: { db: AppDatabase; storage: FileStorage; mailer: Mailer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: FastifyRequest) => {
    const viewer = await request.viewer();
    if (!viewer) throw unauthorized();
    return viewer;
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
    async () => (await db.select().from(contributionTypes).orderBy(desc(contributionTypes.createdAt))).map(presentType),
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
      const [created] = await auditedChange(request, db, (tx) =>
        tx.insert(contributionTypes).values(request.body).returning(),
      );
      if (!created) throw new Error('insert returned nothing');
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
      const [updated] = await auditedChange(request, db, (tx) =>
        tx
          .update(contributionTypes)
          .set({ isActive: request.body.isActive, updatedAt: new Date() })
          .where(eq(contributionTypes.id, request.params.id))
          .returning(),
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
      return { ...(await listForStaff(db, request.query)), page, pageSize };
    },
  );

  r.get(
    '/api/admin/contributions/export.csv',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        tags,
        summary: 'Contributions as CSV (formula cells neutralised)',
        querystring: staffContributionQuerySchema.pick({ status: true }),
      },
    },
    async (request, reply) => {
      const rows = await allForStaff(db, request.query.status);
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
          c.paymentMethod === 'cash' ? 'Cash' : 'Bank transfer',
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
      schema: { tags, summary: "The donor's transfer slip (private)", params: idParams },
    },
    async (request, reply) => {
      const found = await findForStaff(db, request.params.id);
      if (!found?.slipName) throw notFound('No transfer slip for this contribution.');
      const file = await storage.open('transfer-slips', found.slipName);
      if (!file) throw notFound('No transfer slip for this contribution.');
      return reply
        .header('content-type', mimeTypeOfStoredName(found.slipName))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="slip-${found.contribution.paymentReference}"`)
        .send(file.stream);
    },
  );

  r.get(
    '/api/admin/contributions/:id/receipt',
    {
      config: { access: { module: 'contributions', action: 'view' } },
      schema: {
        tags,
        summary: "A confirmed contribution's receipt as PDF (marked VOID once reversed)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(contributions).where(eq(contributions.id, request.params.id));
      if (!row?.receiptNumber || !row.decidedAt || !row.decidedBy) throw notFound('This contribution has no receipt.');
      const pdf = await renderContributionReceipt({
        receiptNumber: row.receiptNumber,
        paymentReference: row.paymentReference,
        contributorName: row.contributorName,
        typeName: row.typeName,
        amount: row.amount,
        paymentMethod: row.paymentMethod,
        confirmedAt: row.decidedAt,
        confirmedByName: await staffName(db, row.decidedBy),
        reversalReason: row.reversalReason,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${row.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
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
      const viewer = await viewerOf(request);
      const input = request.body;
      const [type] = await db.select().from(contributionTypes).where(eq(contributionTypes.id, input.typeId));
      if (!type) throw badRequest(CONTRIBUTION_MESSAGES.required, { typeId: ['Choose a contribution type'] });
      const id = await auditedChange(request, db, async (tx) => {
        const [created] = await tx
          .insert(contributions)
          .values({
            typeId: type.id,
            typeName: type.name,
            amount: input.amount,
            contributorName: input.contributorName,
            contributorEmail: input.contributorEmail,
            message: input.message,
            isAnonymous: input.isAnonymous,
            paymentMethod: 'cash',
            paymentReference: await issuePaymentReference(tx, 'contribution'),
            recordedBy: viewer.userId,
          })
          .returning({ id: contributions.id });
        if (!created) throw new Error('insert returned nothing');
        return created.id;
      });
      const found = await findForStaff(db, id);
      if (!found) throw new Error('recorded contribution not found');
      return reply.status(201).send(found.contribution);
    },
  );

  /** The contribution, locked for a decision; a decided one answers 409. */
  const lockPending = async (tx: AppDatabase, id: string) => {
    const [row] = await tx.select().from(contributions).where(eq(contributions.id, id)).for('update');
    if (!row) throw notFound('Contribution not found.');
    if (row.status !== 'pending') throw conflict(CONTRIBUTION_MESSAGES.decided);
    return row;
  };

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
    async (request) => {
      const viewer = await viewerOf(request);
      await auditedChange(request, db, async (tx) => {
        const row = await lockPending(tx, request.params.id);
        if (row.recordedBy === viewer.userId) throw forbidden(CONTRIBUTION_MESSAGES.ownRecord);
        const now = new Date();
        const receiptNumber = await nextReceiptNumber(tx);
        await tx
          .update(contributions)
          .set({ status: 'completed', decidedBy: viewer.userId, decidedAt: now, receiptNumber, updatedAt: now })
          .where(eq(contributions.id, row.id));
        await postContribution(tx, {
          id: row.id,
          reference: row.paymentReference,
          date: clubDay(now),
          amount: row.amount,
          paymentMethod: row.paymentMethod,
          confirmedBy: viewer.userId,
        });
        await mailReceipt(tx, mailer, row.contributorEmail, {
          receiptNumber,
          paymentReference: row.paymentReference,
          contributorName: row.contributorName,
          typeName: row.typeName,
          amount: row.amount,
          paymentMethod: row.paymentMethod,
          confirmedAt: now,
          confirmedByName: viewer.fullName || 'Club staff',
          reversalReason: null,
        });
      });
      const found = await findForStaff(db, request.params.id);
      if (!found) throw notFound('Contribution not found.');
      return found.contribution;
    },
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
    async (request) => {
      const viewer = await viewerOf(request);
      await auditedChange(request, db, async (tx) => {
        const row = await lockPending(tx, request.params.id);
        const now = new Date();
        await tx
          .update(contributions)
          .set({
            status: 'failed',
            decidedBy: viewer.userId,
            decidedAt: now,
            rejectionReason: request.body.reason,
            updatedAt: now,
          })
          .where(eq(contributions.id, row.id));
        await mailer.send(
          {
            to: row.contributorEmail,
            subject: `${CLUB.name}: your contribution ${row.paymentReference} could not be confirmed`,
            text:
              `Hello ${row.contributorName},\n\nWe could not confirm your contribution of ${formatMvr(row.amount)} ` +
              `(reference ${row.paymentReference}).\n\nReason: ${request.body.reason}\n\n` +
              `If you believe this is a mistake, reply to this email with the transfer details.\n`,
          },
          tx,
        );
      });
      const found = await findForStaff(db, request.params.id);
      if (!found) throw notFound('Contribution not found.');
      return found.contribution;
    },
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
    async (request) => {
      const viewer = await viewerOf(request);
      await auditedChange(request, db, async (tx) => {
        const [row] = await tx
          .select()
          .from(contributions)
          .where(eq(contributions.id, request.params.id))
          .for('update');
        if (!row) throw notFound('Contribution not found.');
        if (row.status !== 'completed' || !row.receiptNumber)
          throw conflict('Only a confirmed contribution can be reversed.');
        const now = new Date();
        await tx
          .update(contributions)
          .set({
            status: 'reversed',
            reversedBy: viewer.userId,
            reversedAt: now,
            reversalReason: request.body.reason,
            updatedAt: now,
          })
          .where(eq(contributions.id, row.id));
        await postContributionReversal(tx, {
          id: row.id,
          receiptNumber: row.receiptNumber,
          reason: request.body.reason,
          reversedBy: viewer.userId,
          reversedAt: now,
        });
      });
      const found = await findForStaff(db, request.params.id);
      if (!found) throw notFound('Contribution not found.');
      return found.contribution;
    },
  );
}
