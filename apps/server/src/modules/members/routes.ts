import {
  acceptApplicationSchema,
  accountEmailSchema,
  applicationDecidedSchema,
  clubDay,
  clubToday,
  declineApplicationSchema,
  EXPIRING_WITHIN_DAYS,
  formatPhone,
  idParams,
  MEMBER_MESSAGES,
  type MemberListQuery,
  memberListQuery,
  membersPageSchema,
  myMembershipSchema,
  okMessageSchema,
  type RegistrationType,
  seasonLabel,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { sendCsv } from '../../platform/csv';
import { explainUniqueViolation } from '../../platform/errors';
import { fileResponse } from '../../platform/response-schemas';
import { textsIn } from '../../platform/texts';
import { memberCardRoutes } from './card-routes';
import { familyRoutes } from './family-routes';
import { memberImportRoutes } from './import-routes';
import { type ListContext, membershipOfViewer, membershipsForExport, seasonMemberships } from './memberships';
import { renewalRoutes } from './renewal-routes';
import { acceptApplication, currentSeason, declineApplication, linkMemberAccount } from './service';
import type { MemberDeps } from './standing';
import { memberStatementRoutes } from './statement-routes';

const tags = ['members'];

// Two staff linking two members to one account at the same moment: the second is told why.
explainUniqueViolation('members_user_id_unique', 'email', MEMBER_MESSAGES.accountTaken);

export function memberRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = deps;
  memberStatementRoutes(app, deps);
  memberCardRoutes(app, deps);
  renewalRoutes(app, deps);
  familyRoutes(app, deps);
  memberImportRoutes(app, deps);

  /** The season asked for (else the current one) and the day its statuses are read against. */
  const listContext = (query: MemberListQuery): ListContext => ({
    season: query.season ?? currentSeason(settings).season,
    today: clubToday(),
    graceDays: settings.current().membership.graceDays,
  });

  /** What staff are answered when they accept an application: the member it made (or found). */
  const accepted = (member: { id: string; member_number: string }) => ({
    decision: 'accepted' as const,
    memberId: member.id,
    memberNumber: member.member_number,
    message: MEMBER_MESSAGES.accepted(member.member_number),
  });

  /** Declining an application of either kind: with the reason, which its sender is told. */
  const declineRoute = (type: RegistrationType, url: string, summary: string) =>
    r.post(
      url,
      {
        config: { access: { module: 'members', action: 'approve' } },
        schema: {
          tags,
          summary,
          params: idParams,
          body: declineApplicationSchema,
          response: { 200: applicationDecidedSchema },
        },
      },
      async (request) => {
        const actor = await requireViewer(request);
        await declineApplication(deps, actor, type, request.params.id, request.body.reason);
        return { decision: 'declined' as const, memberId: null, memberNumber: null, message: MEMBER_MESSAGES.declined };
      },
    );

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
      reply.header('cache-control', 'no-store');
      return membershipOfViewer(deps, viewer.userId);
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
      return accepted(await acceptApplication(deps, actor, 'membership', request.params.id, request.body));
    },
  );

  declineRoute(
    'membership',
    '/api/admin/members/applications/:id/decline',
    'Decline a membership application with the reason (the applicant is told when they sent it signed in)',
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
      return accepted(await acceptApplication(deps, actor, 'academy', request.params.id, null));
    },
  );

  declineRoute(
    'academy',
    '/api/admin/members/academy-applications/:id/decline',
    'Decline an academy application with the reason (the guardian is told when they sent it signed in)',
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
      const { list, plans, range } = await seasonMemberships(db, request.query, context);
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
        response: fileResponse('The memberships as CSV', 'text/csv'),
        tags,
        summary: "The season's memberships matching the filters as CSV (formula cells neutralised)",
        querystring: memberListQuery,
      },
    },
    async (request, reply) => {
      const context = listContext(request.query);
      const rows = await membershipsForExport(db, request.query, context);
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
