import { SECOND_FACTOR_ERRORS, SECOND_FACTOR_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/client';
import type { Viewer } from './access';
import { HttpError } from './errors';

/** How long a given second factor covers the actions that step up (reversals, roles, bank account, backups). */
export const STEP_UP_MS = 10 * 60_000;

/** Whether the account has a second factor it gives at sign-in. */
export async function hasSecondFactor(db: AppDatabase, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from two_factor where user_id = ${userId} and enabled_at is not null) as found`,
  );
  return Boolean(row?.found);
}

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
