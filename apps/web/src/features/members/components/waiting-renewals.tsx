import { SlipQueue } from '../../../components/slip-queue';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { useDecideRenewal } from '../api/decide-renewal';
import { useWaitingRenewals } from '../api/get-waiting-renewals';

/**
 * Renewals members sent, waiting for someone with members:approve to see the money on the bank account:
 * the slip to look at, then confirm (fee, ledger, receipt) or reject with the reason.
 */
export function WaitingRenewals() {
  const { can } = useAuth();
  const waiting = useWaitingRenewals(can('members', 'approve'));
  const decide = useDecideRenewal();
  const renewals = waiting.data?.renewals ?? [];
  return (
    <SlipQueue
      id="waiting-renewals"
      pending={decide.isPending}
      decide={decide.mutate}
      texts={{
        title: t('members.renewals.title', { count: renewals.length }),
        intro: t('members.renewals.intro'),
        confirmLabel: (name) => t('members.renewals.confirmLabel', { name }),
        rejectLabel: (name) => t('members.renewals.rejectLabel', { name }),
        rejectTitle: (name) => t('members.renewals.rejectTitle', { name }),
        rejectIntro: t('members.renewals.rejectIntro'),
      }}
      items={renewals.map((renewal) => ({
        id: renewal.id,
        name: renewal.fullName,
        slipUrl: renewal.slipUrl,
        details: (
          <>
            <p className="font-medium break-words text-slate-900">
              <bdi>{renewal.fullName}</bdi> · <bdi className="font-mono">{renewal.memberNumber}</bdi>
            </p>
            <p className="text-slate-600">
              <bdi>{renewal.seasonLabel}</bdi> · {planLabel(renewal.plan, renewal.sport)} ·{' '}
              <bdi>{formatMoney(renewal.amount)}</bdi>
            </p>
            <p className="text-slate-600">
              {t('common.slipQueue.reference')}{' '}
              <bdi dir="ltr" className="font-mono">
                {renewal.paymentReference}
              </bdi>{' '}
              · {formatDate(renewal.submittedAt)}
            </p>
          </>
        ),
      }))}
    />
  );
}
