import {
  idParams,
  MEMBER_MESSAGES,
  memberChoiceQuery,
  myReceiptSchema,
  okMessageSchema,
  rejectRenewalSchema,
  reminderChoiceSchema,
  renewalOfferSchema,
  renewalReferenceSchema,
  renewalSentSchema,
  seasonLabel,
  waitingRenewalsSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { noStore } from '../../platform/no-store';
import { sendTransferSlip } from '../../platform/private-file';
import { slipResponse } from '../../platform/response-schemas';
import { remindByHand } from './reminders';
import {
  chooseReminders,
  confirmRenewal,
  findRenewal,
  ownFeePayments,
  rejectRenewal,
  renewalOffer,
  renewalReference,
  submitRenewal,
  waitingRenewals,
} from './renewals';
import type { MemberDeps } from './standing';

const tags = ['members'];

/** Renewing a membership: the offer, the reference and the slip, staff's decision, reminders and fee receipts. */
export function renewalRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings, storage } = deps;

  r.put(
    '/api/me/membership/reminders',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "Turn your renewal reminders on or off (404 when your account is no member's)",
        body: reminderChoiceSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      if (!(await chooseReminders(db, viewer, request.body.remindersOff)))
        throw notFound(MEMBER_MESSAGES.memberNotFound);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/admin/members/:id/remind',
    {
      config: { access: { module: 'members', action: 'edit' } },
      schema: {
        tags,
        summary: 'Remind a member by hand to renew their latest membership (once a day at most)',
        params: idParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await remindByHand(deps, await requireViewer(request), request.params.id);
      return { ok: true as const, message: MEMBER_MESSAGES.reminderSent };
    },
  );

  r.get(
    '/api/me/receipts',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'The membership fee receipts the club issued to the signed-in person (void ones marked)',
        response: { 200: z.array(myReceiptSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      reply.header('cache-control', 'no-store');
      return ownFeePayments(db, viewer.userId);
    },
  );

  r.get(
    '/api/me/renewal',
    {
      config: { access: { signedIn: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "The season the signed-in member (or, with ?member=, their child) can renew into and each plan's amount, or the renewal already sent (404: no member, or not theirs; 409: the first fee is still due)",
        querystring: memberChoiceQuery,
        response: { 200: renewalOfferSchema },
      },
    },
    async (request) => renewalOffer(deps, await requireViewer(request), request.query.member),
  );

  r.post(
    '/api/me/renewal/reference',
    {
      config: { access: { signedIn: true }, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'A payment reference for the renewal transfer (the same kind as the shop and donations use)',
        querystring: memberChoiceQuery,
        response: { 201: renewalReferenceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await renewalReference(deps, await requireViewer(request), request.query.member)),
  );

  r.post(
    '/api/me/renewal',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'Renew (your own membership, or with ?member= your child\'s): the plan, the payment reference and the transfer slip (multipart "slip"); staff confirm it when they see the money',
        querystring: memberChoiceQuery,
        response: { 201: renewalSentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitRenewal({ ...deps, storage }, request, await requireViewer(request), request.query.member)),
  );

  r.get(
    '/api/admin/members/renewals',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary: 'Renewals waiting for staff to see the money',
        response: { 200: waitingRenewalsSchema },
      },
    },
    async () => {
      const { yearStartMonth } = settings.current().membership;
      return {
        renewals: (await waitingRenewals(db)).map((row) => ({
          id: row.id,
          memberNumber: row.member_number,
          fullName: row.full_name,
          season: row.season,
          seasonLabel: seasonLabel(row.season, yearStartMonth),
          plan: row.plan,
          sport: row.sport,
          amount: row.amount,
          paymentReference: row.payment_reference,
          submittedAt: new Date(row.submitted_at).toISOString(),
          slipUrl: row.slip_name ? `/api/admin/members/renewals/${row.id}/slip` : null,
        })),
      };
    },
  );

  r.get(
    '/api/admin/members/renewals/:id/slip',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        response: slipResponse,
        tags,
        summary: "A renewal's transfer slip (private)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const renewal = await findRenewal(db, request.params.id);
      return sendTransferSlip(
        reply,
        storage,
        renewal?.slip_name,
        renewal?.payment_reference,
        MEMBER_MESSAGES.renewalNotFound,
      );
    },
  );

  r.post(
    '/api/admin/members/renewals/:id/confirm',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary:
          "Confirm a renewal's payment: the fee is recorded and posted, the membership is active, the member is mailed the receipt",
        params: idParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await confirmRenewal(deps, await requireViewer(request), request.params.id);
      return { ok: true as const, message: MEMBER_MESSAGES.renewalConfirmed };
    },
  );

  r.post(
    '/api/admin/members/renewals/:id/reject',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary:
          'Reject a renewal whose money did not arrive: it is cancelled with the reason, which the member is told',
        params: idParams,
        body: rejectRenewalSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await rejectRenewal(deps, await requireViewer(request), request.params.id, request.body.reason);
      return { ok: true as const, message: MEMBER_MESSAGES.renewalRejected };
    },
  );
}
