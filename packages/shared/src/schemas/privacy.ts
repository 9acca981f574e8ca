import { z } from 'zod';
import { optionalText } from './common';

/** A closure request: waiting for staff, done, or taken back by the person. */
export const CLOSURE_STATUSES = ['pending', 'closed', 'withdrawn'] as const;
export type ClosureStatus = (typeof CLOSURE_STATUSES)[number];

export const PRIVACY_MESSAGES = {
  alreadyAsked: 'You have already asked for your account to be closed.',
  notAsked: 'There is no request to close your account.',
  requestNotFound: 'Closure request not found.',
  closed: 'The account is closed.',
  decided: 'This request has already been decided.',
  adminAccount: "An admin's account is closed only after another admin gives it a lower role.",
  ownAccount: 'Your own account is closed by another member of staff.',
} as const;

/** `POST /api/me/closure`: why the person is leaving, if they say. */
export const closureRequestInputSchema = z.strictObject({ reason: optionalText(500) });
export type ClosureRequestInput = z.input<typeof closureRequestInputSchema>;

/** `GET /api/me/closure`: the person's open request, if any. */
export const myClosureSchema = z.object({
  request: z.object({ id: z.string(), requestedAt: z.string(), reason: z.string().nullable() }).nullable(),
});
export type MyClosure = z.infer<typeof myClosureSchema>;

/** A request waiting for staff, with what will be kept and cleared counted. */
export const closureRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  reason: z.string().nullable(),
  requestedAt: z.string(),
});
export type ClosureRequest = z.infer<typeof closureRequestSchema>;
export const closureRequestListSchema = z.object({ requests: z.array(closureRequestSchema) });
