import { idParams, memberStatementQuery, memberStatementSchema } from '@club/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { noStore } from '../../platform/no-store';
import { fileResponse } from '../../platform/response-schemas';
import { findMember, memberInReach } from './memberships';
import type { MemberDeps } from './standing';
import { memberStatement, renderMemberStatementPdf } from './statement';

const tags = ['members'];
const NOT_FOUND = 'Member not found.';

/** A member's statement of fees owed, paid and voided: for staff who view members, and for the member (or guardian). */
export function memberStatementRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = deps;

  const memberById = async (id: string) => {
    const member = await findMember(db, id);
    if (!member) throw notFound(NOT_FOUND);
    return member;
  };
  const ownMember = async (userId: string, memberId: string | undefined) => {
    const member = await memberInReach(db, userId, memberId);
    if (!member) throw notFound(NOT_FOUND);
    return member;
  };
  const sendPdf = async (
    reply: FastifyReply,
    statement: Awaited<ReturnType<typeof memberStatement>>,
    language: ReturnType<typeof requestLanguage>,
  ) =>
    reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `inline; filename="statement-${statement.member.memberNumber}-${statement.from}-${statement.to}.pdf"`,
      )
      .header('cache-control', 'private, no-store')
      .send(await renderMemberStatementPdf(statement, language, settings.current().membership.yearStartMonth));

  r.get(
    '/api/admin/members/:id/statement',
    {
      config: { access: { module: 'members', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "A member's statement over a period (from/to; this year by default): each season's fee, each payment with its receipt, each void, and the balance",
        params: idParams,
        querystring: memberStatementQuery,
        response: { 200: memberStatementSchema },
      },
    },
    async (request) => memberStatement(db, await memberById(request.params.id), request.query),
  );

  r.get(
    '/api/admin/members/:id/statement.pdf',
    {
      config: { access: { module: 'members', action: 'view' } },
      schema: {
        response: fileResponse('The statement as PDF', 'application/pdf'),
        tags,
        summary: "A member's statement as PDF",
        params: idParams,
        querystring: memberStatementQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await memberStatement(db, await memberById(request.params.id), request.query),
        requestLanguage(request),
      ),
  );

  r.get(
    '/api/me/statement',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          "The signed-in member's statement (or, with ?member=, their child's) over a period: fees, payments with receipts, voids, balance (404: no member, or not theirs)",
        querystring: memberStatementQuery,
        response: { 200: memberStatementSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      reply.header('cache-control', 'no-store');
      return memberStatement(db, await ownMember(viewer.userId, request.query.member), request.query);
    },
  );

  r.get(
    '/api/me/statement.pdf',
    {
      config: { access: { signedIn: true } },
      schema: {
        response: fileResponse('The statement as PDF', 'application/pdf'),
        tags,
        summary: "The signed-in member's (or their child's) statement as PDF",
        querystring: memberStatementQuery,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const member = await ownMember(viewer.userId, request.query.member);
      return sendPdf(reply, await memberStatement(db, member, request.query), requestLanguage(request));
    },
  );
}
