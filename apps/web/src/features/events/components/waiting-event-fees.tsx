import { SlipQueue } from '../../../components/slip-queue';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useDecideEventFee } from '../api/decide-event-fee';
import { useWaitingEventFees } from '../api/get-waiting-event-fees';

/**
 * Event fees whose transfer slip was sent, for staff who approve events: confirm when the money is on the
 * club's account (ledger, receipt), or reject (the place goes to the first who waits).
 */
export function WaitingEventFees() {
  const { can } = useAuth();
  const waiting = useWaitingEventFees(can('events', 'approve') || can('news-events', 'approve'));
  const decide = useDecideEventFee();
  const fees = waiting.data?.fees ?? [];
  return (
    <SlipQueue
      id="waiting-event-fees"
      pending={decide.isPending}
      decide={decide.mutate}
      texts={{
        title: t('events.fees.title', { count: fees.length }),
        intro: t('events.fees.intro'),
        confirmLabel: (name) => t('events.fees.confirmLabel', { name }),
        rejectLabel: (name) => t('events.fees.rejectLabel', { name }),
        rejectTitle: (name) => t('events.fees.rejectTitle', { name }),
        rejectIntro: t('events.fees.rejectIntro'),
      }}
      items={fees.map((fee) => ({
        id: fee.id,
        name: fee.name,
        slipUrl: fee.slipUrl,
        details: (
          <>
            <p className="font-medium break-words text-slate-900">
              <bdi>{fee.name}</bdi> · <bdi dir="ltr">{fee.email}</bdi>
            </p>
            <p className="text-slate-600">
              <bdi>{fee.eventTitle}</bdi> · {formatDate(fee.eventDate)} · <bdi>{formatMoney(fee.amount)}</bdi>
            </p>
            <p className="text-slate-600">
              {t('common.slipQueue.reference')}{' '}
              <bdi dir="ltr" className="font-mono">
                {fee.paymentReference}
              </bdi>{' '}
              · {formatDate(fee.sentAt)}
            </p>
          </>
        ),
      }))}
    />
  );
}
