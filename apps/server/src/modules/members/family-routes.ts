import {
  accountEmailSchema,
  familySchema,
  guardianInvitationAnswerSchema,
  guardianInvitationsSchema,
  idParams,
  MEMBER_MESSAGES,
  okMessageSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { noStore } from '../../platform/no-store';
import {
  addGuardian,
  answerGuardianInvitation,
  familyOf,
  guardianInvitationsOf,
  handOver,
  inviteGuardian,
} from './families';
import type { MemberDeps } from './standing';

const tags = ['members'];

/** A child's guardians: the family the signed-in person looks after, invitations, and handing a child over. */
export function familyRoutes(app: FastifyInstance, deps: MemberDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/family',
    {
      config: { access: { signedIn: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          'The children the signed-in account is a guardian of: each with their latest membership or enrolment and their guardians',
        response: { 200: familySchema },
      },
    },
    async (request) => familyOf(deps, await requireViewer(request)),
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
      preHandler: noStore,
      schema: {
        tags,
        summary: 'The children others invited you to be a guardian of, not answered yet',
        response: { 200: guardianInvitationsSchema },
      },
    },
    async (request) => guardianInvitationsOf(deps, await requireViewer(request)),
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
}
