import { ACADEMY_SPORTS, MEMBERSHIP_PLANS, type MembershipPlan, type MembershipStatus } from '@club/shared';
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

const isAcademySport = (sport: string): sport is (typeof ACADEMY_SPORTS)[number] =>
  (ACADEMY_SPORTS as readonly string[]).includes(sport);

/** A sport's name in the reader's language: the academy's sports by the catalogue; any other as staff wrote it. */
export const sportLabel = (sport: string) =>
  isAcademySport(sport)
    ? t(
        `common.sports.${sport
          .split(' ')
          .map((word, index) => (index ? word : word.toLowerCase()))
          .join('')}` as TextKey,
      )
    : sport;

/** A membership status's name (or the expiry filter's), in the reader's language. */
export const statusLabel = (status: MembershipStatus | 'expiring') => t(`members.statuses.${status}`);
