import type { MyMembership } from '@club/shared';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { MembershipStatusBadge } from './membership-status-badge';

/**
 * A member's number and latest membership (season and plan, status, season end), then what is missing or
 * due, told to the member (`own`) or to a child's guardian.
 */
export function MembershipFacts({
  memberNumber,
  membership,
  whose,
  showStatus,
}: {
  memberNumber: string;
  membership: MyMembership['membership'];
  whose: 'own' | 'child';
  showStatus: boolean;
}) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('members.mine.number')}</dt>
          <dd className="font-mono font-medium">
            <bdi>{memberNumber}</bdi>
          </dd>
        </div>
        {membership && (
          <>
            <div>
              <dt className="text-slate-500">{t('members.mine.season')}</dt>
              <dd className="font-medium">
                <bdi>{membership.seasonLabel}</bdi> · {planLabel(membership.plan, membership.sport)}
              </dd>
            </div>
            {showStatus && (
              <div>
                <dt className="text-slate-500">{t('members.mine.status')}</dt>
                <dd>
                  <MembershipStatusBadge status={membership.status} />
                </dd>
              </div>
            )}
            <div>
              <dt className="text-slate-500">{t('members.mine.seasonEnds')}</dt>
              <dd className="font-medium">{formatDate(membership.endsOn)}</dd>
            </div>
          </>
        )}
      </dl>
      {!membership && (
        <p className="mt-3 text-sm text-slate-600">
          {whose === 'own' ? t('members.mine.noMembership') : t('members.family.noMembership')}
        </p>
      )}
      {membership?.paidAmount === null && (
        <p className="mt-3 text-sm text-slate-600">
          {whose === 'own'
            ? t('members.mine.feeDue', { amount: formatMoney(membership.amount) })
            : t('members.family.feeDue', { amount: formatMoney(membership.amount) })}
        </p>
      )}
    </>
  );
}
