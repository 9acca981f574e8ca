import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Redirect } from '../../../components/redirect';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isMissingRecord } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useCardPayment } from '../../../lib/card-payments';
import { formatMoney, t } from '../../../lib/i18n';
import { paths, signInThen } from '../../../lib/paths';

/**
 * Where the bank's page sends the payer back: the payment as the bank says it is (asked by the server, never
 * read from the address), waiting while the bank has not answered, and what to do next.
 */
export function CardPaymentPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <Payment id={id} />
    </div>
  );
}

function Payment({ id }: { id: string }) {
  const payment = useCardPayment(id);
  const { user, loading } = useAuth();
  // A payment made signed in is shown to its payer alone: signed out, it answers 404 until they sign in.
  if (payment.isError && !loading && !user && isMissingRecord(payment.error))
    return <Redirect to={signInThen(paths.cardPayment(id))} />;
  if (payment.isError)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{t('payments.result.title')}</h1>
        <p className="text-slate-700">{t('payments.result.failedToLoad')}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.dashboard}>{t('payments.result.dashboard')}</Link>
        </Button>
      </div>
    );
  if (!payment.data) return <Spinner />;
  const { kind, state, amount, paymentReference, memberId, eventId, orderId } = payment.data;
  const retry =
    kind === 'event' && eventId
      ? paths.event(eventId)
      : kind === 'order' && orderId
        ? paths.order(orderId)
        : kind === 'donation'
          ? paths.contributions
          : kind === 'registration'
            ? // The form's key stayed with the page that sent it: its transfer's reference is shown here instead.
              null
            : paths.renewFor(memberId);
  const said = {
    renewal: 'renewal',
    event: 'event',
    donation: 'donation',
    order: 'order',
    registration: 'registration',
  } as const;
  const shown =
    state === 'refunded'
      ? {
          icon: <CheckCircle2 className="size-8 text-slate-600" aria-hidden />,
          title: t('payments.result.refundedTitle'),
          body: t('payments.result.refundedBody'),
        }
      : state === 'confirmed'
        ? {
            icon: <CheckCircle2 className="size-8 text-green-700" aria-hidden />,
            title: t('payments.result.confirmedTitle'),
            body: t(`payments.result.${said[kind]}Confirmed`),
          }
        : state === 'unapplied'
          ? {
              icon: <Clock className="size-8 text-amber-600" aria-hidden />,
              title: t('payments.result.unappliedTitle'),
              body: t('payments.result.unappliedBody'),
            }
          : state === 'started'
            ? {
                icon: <Clock className="size-8 text-amber-600" aria-hidden />,
                title: t('payments.result.startedTitle'),
                body: t('payments.result.startedBody'),
              }
            : {
                icon: <XCircle className="size-8 text-red-700" aria-hidden />,
                title: t('payments.result.stoppedTitle'),
                body: t(`payments.result.${said[kind]}StillOpen`),
              };
  return (
    <section aria-labelledby="payment-result" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        {shown.icon}
        <h1 id="payment-result" className="text-3xl font-bold">
          {shown.title}
        </h1>
      </div>
      <p className="text-slate-700" role="status">
        {shown.body}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">{t('payments.result.amount')}</dt>
        <dd>
          <bdi>{formatMoney(amount)}</bdi>
        </dd>
        <dt className="text-slate-600">{t('payments.result.reference')}</dt>
        <dd>
          <bdi dir="ltr" className="font-mono">
            {paymentReference}
          </bdi>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        {/* Someone not signed in (a donor, an applicant) has no dashboard: the club's home. */}
        <Button asChild>
          {user ? (
            <Link to={paths.dashboard}>{t('payments.result.dashboard')}</Link>
          ) : (
            <Link to={paths.home}>{t('payments.result.home')}</Link>
          )}
        </Button>
        {retry && (state === 'cancelled' || state === 'failed') && (
          <Button asChild variant="outline">
            <Link to={retry}>{t('payments.result.tryAgain')}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
