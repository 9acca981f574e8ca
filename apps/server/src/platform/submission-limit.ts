import type { ModuleId } from '@club/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** How long a client's allowance of submissions lasts. */
export const SUBMISSION_WINDOW_MS = 10 * 60_000;

/**
 * The limit on forms the public sends (registrations, contributions, orders). Counted per signed-in
 * account, else per address, and generous per address, because many people share one: a family's
 * Wi-Fi, a school's, a mobile carrier's NAT. Staff who hold the module's view right (a registration
 * desk entering a stack of paper forms) are not limited at all.
 */
export const submissionLimit = (max: number, staffModule: ModuleId | readonly ModuleId[]) => ({
  max,
  timeWindow: SUBMISSION_WINDOW_MS,
  keyGenerator: async (request: FastifyRequest) => {
    const viewer = await request.viewer();
    return viewer ? `user:${viewer.userId}` : request.ip;
  },
  allowList: (request: FastifyRequest) => request.holds(staffModule, 'view'),
});

/** The 429 every limited route answers, saying how long to wait as the limit's own window has it. */
export function tooManyRequests(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  );
}
