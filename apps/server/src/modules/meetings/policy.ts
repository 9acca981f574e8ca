import { MEETING_MESSAGES } from '@club/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { type Policy, requireViewer } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { findMinutes } from './minutes-repository';
import { findRequest } from './repository';

/** The viewer, and whether they approve meetings (approvers see every meeting, secret ones included). */
export async function meetingViewer(request: FastifyRequest) {
  const viewer = await requireViewer(request);
  return { viewer, approver: await request.holds('meetings', 'approve') };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** A request the viewer may see: a Secret one only by its requester, its attendees and approvers. */
export const requestVisible =
  (db: AppDatabase): Policy =>
  async ({ request, viewer, canModule }) =>
    (await findRequest(db, idOf(request), viewer.userId, canModule('meetings', 'approve'))) !== null;

/** Minutes the viewer may see (and print): the same rule as their request. */
export const minutesVisible =
  (db: AppDatabase): Policy =>
  async ({ request, viewer, canModule }) =>
    (await findMinutes(db, idOf(request), viewer.userId, canModule('meetings', 'approve'))) !== null;

/**
 * Minutes the viewer may change: visible to them (else 404), and theirs as requester unless they
 * approve meetings (else 403 with the spec's 'Permission Denied' message: they can see the minutes).
 */
export const minutesEditor =
  (db: AppDatabase): Policy =>
  async ({ request, viewer, canModule }) => {
    const approver = canModule('meetings', 'approve');
    const row = await findMinutes(db, idOf(request), viewer.userId, approver);
    if (!row) return false;
    if (!approver && row.requested_by !== viewer.userId) throw forbidden(MEETING_MESSAGES.onlyRequester);
    return true;
  };

/** Those who request meetings or write minutes choose the people concerned. */
export const choosesPeople: Policy = ({ canModule }) =>
  canModule('meetings', 'create') || canModule('meetings', 'edit');
