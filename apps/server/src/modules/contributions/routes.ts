import type { EventEmitter } from 'node:events';
import {
  contributionReferenceSchema,
  contributionSummarySchema,
  contributionTypeSchema,
  myContributionSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { cachedList, sendFromCache } from '../../platform/expiring-cache';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { submissionLimit } from '../../platform/submission-limit';
import { presentMine, presentType } from './presenter';
import { contributionSummary, contributionsOf, listTypes, submitContribution } from './service';

const tags = ['contributions'];

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
    (await listTypes(db, { activeOnly: true })).map(presentType),
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
    (_request, reply) => sendFromCache(reply, activeTypes),
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
    (_request, reply) => sendFromCache(reply, summary),
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
    async (request, reply) =>
      reply.status(201).send(await submitContribution({ db, storage }, request, await request.viewer())),
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
    async (request) => (await contributionsOf(db, (await requireViewer(request)).userId)).map(presentMine),
  );
}
