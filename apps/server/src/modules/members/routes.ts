import {
  acceptApplicationSchema,
  accountEmailSchema,
  applicationDecidedSchema,
  cardKeySchema,
  clubDay,
  clubToday,
  declineApplicationSchema,
  EXPIRING_WITHIN_DAYS,
  familySchema,
  formatPhone,
  guardianInvitationAnswerSchema,
  guardianInvitationsSchema,
  idParams,
  MEMBER_MESSAGES,
  type MemberListQuery,
  memberCardSchema,
  memberChoiceQuery,
  memberListQuery,
  membersPageSchema,
  myMembershipSchema,
  myReceiptSchema,
  okMessageSchema,
  rejectRenewalSchema,
  reminderChoiceSchema,
  renewalOfferSchema,
  renewalReferenceSchema,
  renewalSentSchema,
  seasonLabel,
  waitingRenewalsSchema,
  withdrawnCardsSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamOf, requireViewer } from '../../platform/access';
import { sendCsv } from '../../platform/csv';
import { explainUniqueViolation, notFound } from '../../platform/errors';
import { sendPrivateFile } from '../../platform/private-file';
import { sendReceiptPdf } from '../../platform/receipt-pdf';
import { textsIn } from '../../platform/texts';
import { feeReceipt } from '../registrations/service';
import { MemberCardSigner, withdrawnCards } from './card';
import {
  addGuardian,
  answerGuardianInvitation,
  familyOf,
  guardianInvitationsOf,
  handOver,
  inviteGuardian,
} from './families';
import { memberPhotoName, removeMemberPhoto, setMemberPhoto } from './photos';
import { remindByHand } from './reminders';
import {
  confirmRenewal,
  rejectRenewal,
  renewalOffer,
  renewalReceiptPdf,
  renewalReference,
  submitRenewal,
} from './renewals';
import {
  allMemberships,
  cardMembership,
  findRenewal,
  isMembershipPayment,
  type ListContext,
  listMemberships,
  memberInReach,
  membershipOfAccount,
  membershipView,
  ownFeePayments,
  ownsFeePayment,
  planSummaries,
  renewalOfPayment,
  seasonRange,
  setRemindersOff,
  waitingRenewals,
} from './repository';
import { acceptApplication, currentSeason, declineApplication, linkMemberAccount, type MemberDeps } from './service';
import { memberStatementRoutes } from './statement-routes';

const tags = ['members'];

// Two staff linking two members to one account at the same moment: the second is told why.
explainUniqueViolation('members_user_id_unique', 'email', MEMBER_MESSAGES.accountTaken);

export function memberRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings, storage } = deps;
  const cards = new MemberCardSigner(db);
  memberStatementRoutes(app, deps);

  /** The season asked for (else the current one) and the day its statuses are read against. */
  const listContext = (query: MemberListQuery): ListContext => ({
    season: query.season ?? currentSeason(settings).season,
    today: clubToday(),
    graceDays: settings.current().membership.graceDays,
  });

  r.get(
    '/api/me/membership',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "The signed-in person's member number and latest membership (null when their account is no member's)",
        response: { 200: myMembershipSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const found = await membershipOfAccount(db, viewer.userId, {
        today: clubToday(),
        graceDays: settings.current().membership.graceDays,
      });
      reply.header('cache-control', 'no-store');
      const { yearStartMonth } = settings.current().membership;
      const membership = found?.membership;
      const card = found ? await cardMembership(db, found.member.id) : null;
      return {
        member: found
          ? {
              memberNumber: found.member.member_number,
              fullName: found.member.full_name,
              remindersOff: found.member.reminders_off,
              cardEndsOn: card?.ends_on ?? null,
            }
          : null,
        membership: membership ? membershipView(membership, yearStartMonth) : null,
      };
    },
  );

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
      if (!(await setRemindersOff(db, viewer.userId, request.body.remindersOff)))
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
    '/api/members/card-key',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "The club's public key (raw Ed25519, base64url) that checks a member card's QR code offline",
        response: { 200: cardKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { publicKey: await cards.publicKey() };
    },
  );

  r.get(
    '/api/members/withdrawn-cards',
    {
      config: { access: { module: 'members', action: 'view' } },
      schema: {
        tags,
        summary:
          "The fingerprints of member cards that no longer hold though their season runs (cancelled, unpaid, the account closed, or replaced), for the desks' offline check",
        response: { 200: withdrawnCardsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { asOf: new Date().toISOString(), fingerprints: await withdrawnCards(db, clubToday()) };
    },
  );

  r.get(
    '/api/me/card',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          "The signed-in member's card (or, with ?member=, their child's): the latest paid season, and the code its QR carries, signed by the club",
        querystring: memberChoiceQuery,
        response: { 200: memberCardSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const member = await memberInReach(db, viewer.userId, request.query.member);
      const found = member ? await cardMembership(db, member.id) : null;
      if (!found) throw notFound('You have no member card yet: it comes with a paid membership.');
      const claims = {
        memberNumber: found.member_number,
        endsOn: found.ends_on,
        plan: found.plan,
        fullName: found.full_name,
      };
      reply.header('cache-control', 'no-store');
      return {
        ...claims,
        code: await cards.code(found.member_id, claims),
        sport: found.sport,
        photoUrl: found.photo_name
          ? `/api/me/card/photo?${new URLSearchParams({
              ...(request.query.member ? { member: request.query.member } : {}),
              v: found.photo_name.slice(0, 8),
            })}`
          : null,
        seasonLabel: seasonLabel(Number(found.season), settings.current().membership.yearStartMonth),
        expired: found.ends_on < clubToday(),
      };
    },
  );

  r.post(
    '/api/me/card/photo',
    {
      config: { access: { signedIn: true }, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Put a photo on your member card (or, with ?member=, your child\'s): multipart "photo", an image; re-encoded without its camera metadata',
        querystring: memberChoiceQuery,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await setMemberPhoto({ ...deps, storage }, request, await requireViewer(request), request.query.member);
      return reply.status(201).send(null);
    },
  );

  r.delete(
    '/api/me/card/photo',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "Take the photo off your member card (or your child's)",
        querystring: memberChoiceQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMemberPhoto({ ...deps, storage }, await requireViewer(request), request.query.member);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/me/card/photo',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: "The photo on your member card (or your child's); anyone else's answers 404",
        querystring: memberChoiceQuery.extend({ v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        storage,
        {
          bucket: 'member-photos',
          name: await memberPhotoName(deps, await requireViewer(request), request.query.member),
          downloadName: 'member-photo.webp',
        },
        MEMBER_MESSAGES.noPhoto,
      ),
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
    '/api/me/receipts/:id/receipt.pdf',
    {
      config: {
        access: {
          signedIn: true,
          policy: ({ request, viewer }) => ownsFeePayment(db, viewer.userId, idParamOf(request)),
        },
      },
      schema: {
        tags,
        summary: "One of the signed-in person's own fee receipts as PDF (anyone else's answers 404)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const renewal = await renewalOfPayment(db, request.params.id);
      return sendReceiptPdf(
        reply,
        renewal ? await renewalReceiptPdf(deps, renewal) : await feeReceipt(db, request.params.id),
      );
    },
  );

  r.get(
    '/api/admin/members/payments/:id/receipt.pdf',
    {
      config: {
        access: {
          module: 'members',
          action: 'view',
          policy: ({ request }) => isMembershipPayment(db, idParamOf(request)),
          combine: 'both',
        },
      },
      schema: {
        tags,
        summary: "A membership fee's receipt as PDF (a renewal's or the first fee's), for staff who view members",
        params: idParams,
      },
    },
    async (request, reply) => {
      const renewal = await renewalOfPayment(db, request.params.id);
      return sendReceiptPdf(
        reply,
        renewal ? await renewalReceiptPdf(deps, renewal) : await feeReceipt(db, request.params.id),
      );
    },
  );

  r.get(
    '/api/me/renewal',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          "The season the signed-in member (or, with ?member=, their child) can renew into and each plan's amount, or the renewal already sent (404: no member, or not theirs; 409: the first fee is still due)",
        querystring: memberChoiceQuery,
        response: { 200: renewalOfferSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return renewalOffer(deps, await requireViewer(request), request.query.member);
    },
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
      schema: { tags, summary: "A renewal's transfer slip (private)", params: idParams },
    },
    async (request, reply) => {
      const renewal = await findRenewal(db, request.params.id);
      return sendPrivateFile(
        reply,
        storage,
        {
          bucket: 'transfer-slips',
          name: renewal?.slip_name ?? null,
          downloadName: `slip-${renewal?.payment_reference}`,
        },
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

  r.post(
    '/api/admin/members/applications/:id/accept',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary:
          'Accept a membership application: its person becomes a member (once, also when they applied before) with a membership of the current season on the plan chosen',
        params: idParams,
        body: acceptApplicationSchema,
        response: { 200: applicationDecidedSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      const member = await acceptApplication(deps, actor, 'membership', request.params.id, request.body);
      return {
        decision: 'accepted' as const,
        memberId: member.id,
        memberNumber: member.member_number,
        message: MEMBER_MESSAGES.accepted(member.member_number),
      };
    },
  );

  r.post(
    '/api/admin/members/applications/:id/decline',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary: 'Decline a membership application with the reason (the applicant is told when they sent it signed in)',
        params: idParams,
        body: declineApplicationSchema,
        response: { 200: applicationDecidedSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      await declineApplication(deps, actor, 'membership', request.params.id, request.body.reason);
      return { decision: 'declined' as const, memberId: null, memberNumber: null, message: MEMBER_MESSAGES.declined };
    },
  );

  r.post(
    '/api/admin/members/academy-applications/:id/accept',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary:
          "Accept an academy application: the child becomes a member (once) enrolled in the academy for the sport this season; the guardian's account that sent it holds the child",
        params: idParams,
        response: { 200: applicationDecidedSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      const member = await acceptApplication(deps, actor, 'academy', request.params.id, null);
      return {
        decision: 'accepted' as const,
        memberId: member.id,
        memberNumber: member.member_number,
        message: MEMBER_MESSAGES.accepted(member.member_number),
      };
    },
  );

  r.post(
    '/api/admin/members/academy-applications/:id/decline',
    {
      config: { access: { module: 'members', action: 'approve' } },
      schema: {
        tags,
        summary: 'Decline an academy application with the reason (the guardian is told when they sent it signed in)',
        params: idParams,
        body: declineApplicationSchema,
        response: { 200: applicationDecidedSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      await declineApplication(deps, actor, 'academy', request.params.id, request.body.reason);
      return { decision: 'declined' as const, memberId: null, memberNumber: null, message: MEMBER_MESSAGES.declined };
    },
  );

  r.get(
    '/api/me/family',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'The children the signed-in account is a guardian of: each with their latest membership or enrolment and their guardians',
        response: { 200: familySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return familyOf(deps, await requireViewer(request));
    },
  );

  r.post(
    '/api/me/family/:id/guardians',
    {
      config: { access: { signedIn: true }, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          "Invite a second guardian for your child, by their account's email: they are emailed, and share the child once they accept (404 when the child is not yours)",
        params: idParams,
        body: accountEmailSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await inviteGuardian(deps, await requireViewer(request), request.params.id, request.body.email);
      return { ok: true as const, message: MEMBER_MESSAGES.guardianInvited };
    },
  );

  r.get(
    '/api/me/guardian-invitations',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'The children others invited you to be a guardian of, not answered yet',
        response: { 200: guardianInvitationsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return guardianInvitationsOf(deps, await requireViewer(request));
    },
  );

  r.post(
    '/api/me/guardian-invitations/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'Accept (you become a guardian of the child) or decline an invitation; once (404 when it is not yours)',
        params: idParams,
        body: guardianInvitationAnswerSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const { accept } = request.body;
      await answerGuardianInvitation(deps, await requireViewer(request), request.params.id, accept);
      return {
        ok: true as const,
        message: accept ? MEMBER_MESSAGES.invitationAccepted : MEMBER_MESSAGES.invitationDeclined,
      };
    },
  );

  r.post(
    '/api/admin/members/:id/guardians',
    {
      config: { access: { module: 'members', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Add a guardian to a member (a child registered signed out), by the email of the guardian's account (audited; they are emailed)",
        params: idParams,
        body: accountEmailSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await addGuardian(deps, await requireViewer(request), request.params.id, request.body.email);
      return { ok: true as const, message: MEMBER_MESSAGES.guardianAdded };
    },
  );

  r.post(
    '/api/me/family/:id/hand-over',
    {
      config: { access: { signedIn: true }, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          "Hand your child's record to their own account once they are 18 (guardians' rights end; everyone is emailed)",
        params: idParams,
        body: accountEmailSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await handOver(deps, await requireViewer(request), request.params.id, request.body.email);
      return { ok: true as const, message: MEMBER_MESSAGES.handedOver };
    },
  );

  r.post(
    '/api/admin/members/:id/account',
    {
      config: { access: { module: 'members', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Link a member to the account with this email, when neither is linked (audited; the person is emailed)',
        params: idParams,
        body: accountEmailSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      await linkMemberAccount(deps, actor, request.params.id, request.body.email);
      return { ok: true as const, message: MEMBER_MESSAGES.linked };
    },
  );

  r.get(
    '/api/admin/members',
    {
      config: { access: { module: 'members', action: 'view' } },
      schema: {
        tags,
        summary:
          "Who has paid: a season's memberships (filters: plan, status or expiring within 30 days, atoll, search), with counts and income per plan",
        querystring: memberListQuery,
        response: { 200: membersPageSchema },
      },
    },
    async (request, reply) => {
      const context = listContext(request.query);
      const { yearStartMonth } = settings.current().membership;
      const current = currentSeason(settings).season;
      const [list, plans, range] = await Promise.all([
        listMemberships(db, request.query, context),
        planSummaries(db, context.season),
        seasonRange(db),
      ]);
      const first = Math.min(current, context.season, range?.first ?? current);
      const last = Math.max(current, context.season, range?.last ?? current);
      reply.header('cache-control', 'no-store');
      return {
        ...list,
        page: request.query.page,
        pageSize: request.query.pageSize,
        season: context.season,
        seasonLabel: seasonLabel(context.season, yearStartMonth),
        currentSeason: current,
        seasons: Array.from({ length: last - first + 1 }, (_, index) => last - index).map((season) => ({
          season,
          label: seasonLabel(season, yearStartMonth),
        })),
        plans,
        expiringWithinDays: EXPIRING_WITHIN_DAYS,
      };
    },
  );

  r.get(
    '/api/admin/members/export.csv',
    {
      config: { access: { module: 'members', action: 'view' } },
      schema: {
        tags,
        summary: "The season's memberships matching the filters as CSV (formula cells neutralised)",
        querystring: memberListQuery,
      },
    },
    async (request, reply) => {
      const context = listContext(request.query);
      const rows = await allMemberships(db, request.query, context);
      // Plans and statuses as words a treasurer reads, in the export's language (its headings are English).
      const { t } = textsIn('en');
      return sendCsv(
        reply,
        `members-${context.season}-${clubToday()}.csv`,
        [
          'Member Number',
          'Full Name',
          'Atoll/Island',
          'Mobile Number',
          'Season',
          'Plan',
          'Academy Sport',
          'Status',
          'Season Ends',
          'Plan Amount (MVR)',
          'Paid (MVR)',
          'Paid On',
          'Receipt Number',
        ],
        rows.map((row) => [
          row.memberNumber,
          row.fullName,
          row.atollIsland,
          formatPhone(row.mobileNumber),
          seasonLabel(row.season, settings.current().membership.yearStartMonth),
          t(`common.plans.${row.plan}`),
          row.sport ?? '',
          t(`members.statuses.${row.status}`),
          row.endsOn,
          row.amount,
          row.paidAmount ?? '',
          row.paidOn ? clubDay(new Date(row.paidOn)) : '',
          row.receiptNumber ?? '',
        ]),
      );
    },
  );
}
