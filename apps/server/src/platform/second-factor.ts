import { SECOND_FACTOR_ERRORS, SECOND_FACTOR_MESSAGES } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/client';
import type { Viewer } from './access';
import { HttpError } from './errors';

/** How long a given second factor covers the actions that step up (reversals, roles, bank account, backups). */
export const STEP_UP_MS = 10 * 60_000;

/** Whether the account has a second factor it gives at sign-in: an authenticator app, or a passkey. */
export async function hasSecondFactor(db: AppDatabase, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select ${secondFactorExists(sql`${userId}`)} as found`);
  return Boolean(row?.found);
}

/** SQL: whether the account (`userId`, an SQL expression) has an authenticator app on or a passkey. */
export const secondFactorExists = (userId: SQL) =>
  sql`(exists (select 1 from two_factor where two_factor.user_id = ${userId} and two_factor.enabled_at is not null)
    or exists (select 1 from passkeys where passkeys.user_id = ${userId}))`;

export const secondFactorSetupRequired = () =>
  new HttpError(403, SECOND_FACTOR_MESSAGES.setUpFirst, undefined, SECOND_FACTOR_ERRORS.setUpFirst);

/**
 * A protected action (declared `stepUp` on its route, or asked for by its handler): a person with a second
 * factor must have given it in this session within the last 10 minutes. Accounts without one are those whose
 * role the club does not require it of; the session is all they have to show.
 */
export function assertFreshSecondFactor(viewer: Viewer) {
  if (!viewer.hasSecondFactor) return;
  if (viewer.secondFactorAt && Date.now() - viewer.secondFactorAt.getTime() < STEP_UP_MS) return;
  throw new HttpError(403, SECOND_FACTOR_MESSAGES.confirmAgain, undefined, SECOND_FACTOR_ERRORS.confirmAgain);
}
