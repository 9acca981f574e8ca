import { MEMBERSHIP_PLANS, type MembershipPlan, type MembershipStatus } from '@club/shared';
import { t } from './i18n';
import { sportLabel } from './sport-label';

const isPlan = (plan: string): plan is MembershipPlan => (MEMBERSHIP_PLANS as readonly string[]).includes(plan);

/**
 * A membership plan's name, in the reader's language (a plan the portal does not know, as written), with
 * the sport of an academy enrolment.
 */
export const planLabel = (plan: string, sport?: string | null) => {
  const name = isPlan(plan) ? t(`common.plans.${plan}`) : plan;
  return sport ? `${name} · ${sportLabel(sport)}` : name;
};

/** A membership status's name (or the expiry filter's), in the reader's language. */
export const statusLabel = (status: MembershipStatus | 'expiring') => t(`members.statuses.${status}`);
