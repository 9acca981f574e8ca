import { MEETING_MESSAGES } from '@club/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { idParamOf, type Policy, type PolicyContext, requireViewer, resourcePolicy } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { findMinutes } from './minutes-repository';
import { type MinutesRights, mayChangeMinutes } from './presenter';
import { findRequest } from './repository';

/** The viewer, and whether they approve meetings (approvers see every meeting, secret ones included). */
export async function meetingViewer(request: FastifyRequest) {
  const viewer = await requireViewer(request);
  return { viewer, approver: await request.holds('meetings', 'approve') };
}

const approves = ({ canModule }: PolicyContext) => canModule('meetings', 'approve');

/** The viewer's rights on minutes, for the guard's rule and for what each record tells the web. */
export async function minutesRights(request: FastifyRequest): Promise<MinutesRights> {
  const viewer = await requireViewer(request);
  const [edit, approve, remove] = await Promise.all([
    request.holds('meetings', 'edit'),
    request.holds('meetings', 'approve'),
    request.holds('meetings', 'delete'),
  ]);
  return { userId: viewer.userId, edit, approve, delete: remove };
}

const rightsOf = ({ viewer, canModule }: PolicyContext): MinutesRights => ({
  userId: viewer.userId,
  edit: canModule('meetings', 'edit'),
  approve: canModule('meetings', 'approve'),
  delete: canModule('meetings', 'delete'),
});

/** A request the viewer may see: a Secret one only by its requester, its attendees and approvers. */
export const requestVisible =
  (db: AppDatabase): Policy =>
  async (context) =>
    (await findRequest(db, idParamOf(context.request), context.viewer.userId, approves(context))) !== null;

const visibleMinutes = (db: AppDatabase) => (context: PolicyContext) =>
  findMinutes(db, idParamOf(context.request), context.viewer.userId, approves(context));

/** Minutes the viewer may see (and print): the same rule as their request. The minutes are handed on. */
export const minutesVisible = (db: AppDatabase) => resourcePolicy(visibleMinutes(db), () => true);

/**
 * Minutes the viewer may change: visible to them (else 404), and theirs as requester unless they
 * approve meetings (else 403 with the spec's 'Permission Denied' message: they can see the minutes).
 */
export const minutesEditor = (db: AppDatabase) =>
  resourcePolicy(visibleMinutes(db), (minutes, context) => {
    if (!mayChangeMinutes(rightsOf(context), minutes.requested_by)) throw forbidden(MEETING_MESSAGES.onlyRequester);
    return true;
  });

/** Those who request meetings or write minutes choose the people concerned. */
export const choosesPeople: Policy = ({ canModule }) =>
  canModule('meetings', 'create') || canModule('meetings', 'edit');
