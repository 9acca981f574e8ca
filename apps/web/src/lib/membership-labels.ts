import { MEMBERSHIP_PLANS, type MembershipPlan, type MembershipStatus } from '@club/shared';
import { t } from './i18n';

const isPlan = (plan: string): plan is MembershipPlan => (MEMBERSHIP_PLANS as readonly string[]).includes(plan);

/** A membership plan's name, in the reader's language (a plan the portal does not know, as written). */
export const planLabel = (plan: string) => (isPlan(plan) ? t(`members.plans.${plan}`) : plan);

/** A membership status's name (or the expiry filter's), in the reader's language. */
export const statusLabel = (status: MembershipStatus | 'expiring') => t(`members.statuses.${status}`);
