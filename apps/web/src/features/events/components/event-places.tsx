import { EVENT_MESSAGES, type EventFee, MEMBER_MESSAGES } from '@club/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BankTransfer, SlipField } from '../../../components/bank-transfer';
import { PayNow } from '../../../components/pay-now';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useCardPaymentsAvailable } from '../../../lib/card-payments';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, ltr, t, translateMessage } from '../../../lib/i18n';
import { paths, signInThen } from '../../../lib/paths';
import { useEventPlaces, usePlaceChange } from '../api/event-places';
import { useSendEventSlip } from '../api/send-event-slip';

/**
 * Signing up for the event: the places taken and waiting, and the member's own place or their turn on the
 * waiting list, with the one button that changes it.
 */
export function EventPlaces({ eventId }: { eventId: string }) {
  const { user, loading } = useAuth();
  const places = useEventPlaces(eventId);
  const change = usePlaceChange(eventId);
  const takesCards = useCardPaymentsAvailable().data?.enabled ?? false;
  if (!places.data || loading) return null;
  const { open, fee, maxParticipants, registered, waiting, mine } = places.data;
  const feeWithClub = mine?.fee?.status === 'sent' || mine?.fee?.status === 'confirmed';
  const full = maxParticipants !== null && registered >= maxParticipants;
  const act = (what: 'join' | 'leave') =>
    change.mutate(what, {
      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    });
  return (
    <section
      aria-labelledby="event-places-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="event-places-heading" className="text-lg font-semibold">
        {t('news.places.title')}
      </h2>
      <p className="text-sm text-slate-700" role="status">
        {maxParticipants === null
          ? t('news.places.signedUp', { count: registered })
          : t('news.places.taken', { registered, max: maxParticipants })}
        {waiting > 0 && ` ${t('news.places.waiting', { count: waiting })}`}
      </p>
      {fee && (
        <p className="text-sm text-slate-700">
          {t(takesCards ? 'news.places.feeByCard' : 'news.places.fee', { amount: ltr(formatMoney(fee)) })}
        </p>
      )}
      {mine?.status === 'registered' && mine.fee?.status !== 'due' && (
        <p className="font-medium text-green-800">{t('news.places.yours')}</p>
      )}
      {mine?.fee && <PlaceFee eventId={eventId} fee={mine.fee} />}
      {mine?.status === 'waiting' && (
        <p className="font-medium text-amber-800">{t('news.places.queued', { position: mine.position ?? 1 })}</p>
      )}
      {feeWithClub ? (
        <p className="text-sm text-slate-700">{translateMessage(EVENT_MESSAGES.feePaid)}</p>
      ) : mine ? (
        <Button variant="outline" className="self-start" disabled={change.isPending} onClick={() => act('leave')}>
          {mine.status === 'registered' ? t('news.places.giveUp') : t('news.places.leaveQueue')}
        </Button>
      ) : !open ? (
        <p className="text-sm text-slate-700">{t('news.places.closed')}</p>
      ) : !user ? (
        <ButtonLink to={signInThen(paths.event(eventId))} className="self-start">
          {t('news.places.signInFirst')}
        </ButtonLink>
      ) : (
        <Button className="self-start" disabled={change.isPending} onClick={() => act('join')}>
          {full ? t('news.places.joinQueue') : t('news.places.signUp')}
        </Button>
      )}
    </section>
  );
}

/** The fee of the member's place: what to pay and how while it is due, then where it stands. */
function PlaceFee({ eventId, fee }: { eventId: string; fee: EventFee }) {
  if (fee.status === 'due') return <PayForPlace eventId={eventId} fee={fee} />;
  if (fee.status === 'sent') return <p className="text-sm text-slate-700">{t('news.places.slipSent')}</p>;
  if (fee.status !== 'confirmed') return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-green-800">{t('news.places.paid', { receiptNumber: ltr(fee.receiptNumber ?? '') })}</p>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/events/${encodeURIComponent(eventId)}/places/receipt.pdf`} target="_blank" rel="noopener">
          <Download aria-hidden /> {t('news.places.receipt')}
        </a>
      </Button>
    </div>
  );
}

function PayForPlace({ eventId, fee }: { eventId: string; fee: EventFee }) {
  const send = useSendEventSlip(eventId);
  const [slip, setSlip] = useState<File | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!slip) {
      setSlipError(translateMessage(MEMBER_MESSAGES.slipRequired));
      return;
    }
    const form = new FormData();
    form.append('slip', slip);
    setProgress(0);
    send.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => toast.success(translateMessage(EVENT_MESSAGES.slipSent)),
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="event-pay-heading"
      className="flex flex-col gap-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm"
    >
      <h3 id="event-pay-heading" className="font-semibold">
        {t('news.places.payTitle')}
      </h3>
      <p>{t('news.places.holdUntil', { payBy: formatDateTime(fee.payBy) })}</p>
      <PayNow amount={fee.amount} request={{ kind: 'event', event: eventId }} headingLevel={3} />
      <BankTransfer amount={fee.amount} reference={fee.paymentReference} />
      <SlipField
        id="event-slip"
        error={slipError}
        onChange={(file) => {
          setSlip(file);
          setSlipError(null);
        }}
      />
      {progress !== null && <ProgressBar value={progress} label={t('common.form.uploadProgress')} />}
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {send.isPending ? t('news.places.sending') : t('news.places.sendSlip')}
      </Button>
    </form>
  );
}
