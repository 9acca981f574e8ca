import type { MembershipPlan, MembershipStatus } from '@club/shared';
import { t } from './i18n';

/** A membership plan's name, in the reader's language. */
export const planLabel = (plan: MembershipPlan) => t(`members.plans.${plan}`);

/** A membership status's name (or the expiry filter's), in the reader's language. */
export const statusLabel = (status: MembershipStatus | 'expiring') => t(`members.statuses.${status}`);
