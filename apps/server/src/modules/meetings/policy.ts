import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { badRequest, unauthorized } from '../../platform/errors';
import { accountsExist } from '../profiles/repository';

/** The viewer, and whether they approve meetings (approvers see every meeting, secret ones included). */
export async function meetingViewer(request: FastifyRequest) {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return { viewer, approver: await request.holds('meetings', 'approve') };
}

/** Attendees and people in charge must be the club's people. */
export async function assertPeople(db: AppDatabase, userIds: readonly string[], field: string, message: string) {
  if (!(await accountsExist(db, userIds))) throw badRequest(message, { [field]: ['Choose people from the club'] });
}

export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
