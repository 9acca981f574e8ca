import type { EventEmitter } from 'node:events';
import {
  CONTRIBUTION_MESSAGES,
  contributionInputSchema,
  contributionReferenceSchema,
  contributionSummarySchema,
  contributionTypeSchema,
  myContributionSchema,
  normalizePaymentReference,
} from '@club/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { contributions, contributionTypes, paymentReferences } from '../../db/schema';
import { badRequest, conflict, fieldErrorsOf, isUniqueViolation, unauthorized } from '../../platform/errors';
import { cachedList, sendSerialized } from '../../platform/expiring-cache';
import { readMultipartForm } from '../../platform/multipart';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { submissionLimit } from '../../platform/submission-limit';
import { contributionSummary, presentMine } from './repository';

const tags = ['contributions'];
const SLIPS = 'transfer-slips';
/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = 'website';

export const presentType = (row: typeof contributionTypes.$inferSelect) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  suggestedAmount: row.suggestedAmount,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export interface ContributionDeps {
  db: AppDatabase;
  storage: FileStorage;
  settings: SettingsStore;
  changes: EventEmitter;
  submissionRateLimit: number;
}

export function contributionRoutes(app: FastifyInstance, deps: ContributionDeps) {
  const { db, storage, settings } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const activeTypes = cachedList(deps.changes, ['contribution_types'], z.array(contributionTypeSchema), async () =>
    (
      await db
        .select()
        .from(contributionTypes)
        .where(eq(contributionTypes.isActive, true))
        .orderBy(contributionTypes.name)
    ).map(presentType),
  );
  const summary = cachedList(deps.changes, ['contributions', 'club_settings'], contributionSummarySchema, () => {
    const current = settings.current();
    return contributionSummary(db, current.contributionGoal, current.bankAccount);
  });

  r.get(
    '/api/contributions/types',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Active contribution types', response: { 200: z.array(contributionTypeSchema) } },
    },
    async (_request, reply) => sendSerialized(reply, await activeTypes.get()),
  );

  r.get(
    '/api/contributions/summary',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary:
          "Confirmed contributions only: total, count, goal, this year's months, the 10 latest ('Anonymous' where asked), the club's bank account",
        response: { 200: contributionSummarySchema },
      },
    },
    async (_request, reply) => sendSerialized(reply, await summary.get()),
  );

  r.post(
    '/api/contributions/reference',
    {
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "A payment reference to write in the transfer's description, issued when the form opens",
        response: { 201: contributionReferenceSchema },
      },
    },
    async (_request, reply) =>
      reply.status(201).send({ paymentReference: await issuePaymentReference(db, 'contribution') }),
  );

  r.post(
    '/api/contributions',
    {
      config: { access: { public: true }, rateLimit: submissionLimit(deps.submissionRateLimit, 'contributions') },
      schema: {
        tags,
        summary:
          'Make a contribution: multipart fields (typeId, amount, contributorName, contributorEmail, message, isAnonymous, paymentReference) and the transfer slip "slip" (image or PDF); pending until staff confirm it',
        consumes: ['multipart/form-data'],
        response: { 201: myContributionSchema },
      },
    },
    async (request, reply) => {
      const { fields, file: slip } = await readMultipartForm(request, {
        fileField: 'slip',
        maxBytes: storage.maxBytes(SLIPS),
        notMultipartMessage: 'Send the contribution as multipart/form-data with the transfer slip in "slip".',
      });
      const parsed = contributionInputSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(CONTRIBUTION_MESSAGES.required, fieldErrorsOf(parsed.error));
      const input = parsed.data;
      if (!slip) throw badRequest(CONTRIBUTION_MESSAGES.slip, { slip: [CONTRIBUTION_MESSAGES.slip] });
      const reference = normalizePaymentReference(input.paymentReference);
      if (fields[HONEYPOT_FIELD]) {
        // A bot: answered like anyone else, and nothing is kept.
        request.log.info('contribution honeypot filled: dropped');
        return reply.status(201).send({
          id: '00000000-0000-4000-8000-000000000000',
          amount: input.amount,
          typeName: '',
          status: 'pending' as const,
          paymentReference: reference ?? input.paymentReference,
          receiptNumber: null,
          createdAt: new Date().toISOString(),
        });
      }
      const [issued] = reference
        ? await db
            .select({ reference: paymentReferences.reference })
            .from(paymentReferences)
            .where(and(eq(paymentReferences.reference, reference), eq(paymentReferences.kind, 'contribution')))
        : [];
      if (!issued)
        throw badRequest('This payment reference was not issued by the club. Open the form again for a new one.', {
          paymentReference: ['Not a reference the club issued'],
        });
      const [type] = await db
        .select()
        .from(contributionTypes)
        .where(and(eq(contributionTypes.id, input.typeId), eq(contributionTypes.isActive, true)));
      if (!type) throw badRequest(CONTRIBUTION_MESSAGES.required, { typeId: ['Choose an active contribution type'] });
      const viewer = await request.viewer();
      const stored = await storage.save(SLIPS, slip);
      try {
        const [created] = await db
          .insert(contributions)
          .values({
            typeId: type.id,
            typeName: type.name,
            amount: input.amount,
            contributorName: input.contributorName,
            contributorEmail: input.contributorEmail,
            message: input.message,
            isAnonymous: input.isAnonymous,
            paymentMethod: 'bank_transfer',
            paymentReference: issued.reference,
            slipName: stored.name,
            userId: viewer?.userId ?? null,
          })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        return reply.status(201).send(presentMine(created));
      } catch (error) {
        await storage.remove(SLIPS, stored.name).catch(() => {});
        if (isUniqueViolation(error))
          throw conflict(
            'This payment reference is already used by a contribution. Open the form again for a new one.',
          );
        throw error;
      }
    },
  );

  r.get(
    '/api/contributions/mine',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "The signed-in person's own contributions with their status, newest first",
        response: { 200: z.array(myContributionSchema) },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      if (!viewer) throw unauthorized();
      const rows = await db
        .select()
        .from(contributions)
        .where(eq(contributions.userId, viewer.userId))
        .orderBy(desc(contributions.createdAt))
        .limit(100);
      return rows.map(presentMine);
    },
  );
}
