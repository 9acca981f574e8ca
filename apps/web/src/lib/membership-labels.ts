import { MEMBERSHIP_PLANS, type MembershipPlan, type MembershipStatus } from '@club/shared';
import { type TextKey, t } from './i18n';

const isPlan = (plan: string): plan is MembershipPlan => (MEMBERSHIP_PLANS as readonly string[]).includes(plan);

/**
 * A membership plan's name, in the reader's language (a plan the portal does not know, as written), with
 * the sport of an academy enrolment.
 */
export const planLabel = (plan: string, sport?: string | null) => {
  const name = isPlan(plan) ? t(`common.plans.${plan}`) : plan;
  return sport ? `${name} · ${sportLabel(sport)}` : name;
};

/**
 * A sport's name in the reader's language: a sport the catalogue knows (the academy's and the club's usual
 * ones) by its translation; any other as staff wrote it.
 */
export function sportLabel(sport: string) {
  const key = `common.sports.${sport
    .trim()
    .split(/\s+/)
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join('')}`;
  const label = t(key as TextKey);
  return label === key ? sport : label;
}

/** A membership status's name (or the expiry filter's), in the reader's language. */
export const statusLabel = (status: MembershipStatus | 'expiring') => t(`members.statuses.${status}`);
