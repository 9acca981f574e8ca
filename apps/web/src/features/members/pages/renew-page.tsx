import { MEMBER_MESSAGES, type MembershipPlan, type RenewalOffer } from '@club/shared';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BankTransfer, SlipField } from '../../../components/bank-transfer';
import { PayNow } from '../../../components/pay-now';
import { Redirect } from '../../../components/redirect';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, ltr, t, translateMessage } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { paths, signInThen } from '../../../lib/paths';
import { issueRenewalReference } from '../api/issue-renewal-reference';
import { useRenewalOffer, useSubmitRenewal } from '../api/renewal';

/**
 * Renewing from the reminder in three taps: the page opens with the member's plan chosen and a payment
 * reference issued; they attach the transfer slip and send.
 */
export function RenewPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const memberId = params.get('member');
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={signInThen(paths.renewFor(memberId))} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('members.renew.back')}
      </ButtonLink>
      <Renewal memberId={memberId} />
    </div>
  );
}

function Renewal({ memberId }: { memberId: string | null }) {
  const offer = useRenewalOffer(memberId);
  const title = (
    <h1 className="text-3xl font-bold">
      {offer.data && !offer.data.own
        ? t('members.renew.childTitle', { name: offer.data.fullName })
        : t('members.renew.title')}
    </h1>
  );
  if (offer.isError) {
    const refused = offer.error instanceof ApiError && [404, 409].includes(offer.error.status);
    return (
      <>
        {title}
        <div className="flex flex-col gap-3 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">
          <p>{refused ? translateMessage(offer.error.message) : t('members.renew.failedToLoad')}</p>
          {offer.error instanceof ApiError && offer.error.status === 404 && !memberId && (
            <Link className="font-medium text-brand-700 underline" to={paths.membershipRegistration}>
              {t('members.renew.apply')}
            </Link>
          )}
        </div>
      </>
    );
  }
  if (!offer.data) return <Spinner />;
  return (
    <>
      {title}
      {offer.data.sent ? (
        <Sent offer={offer.data} sent={offer.data.sent} />
      ) : (
        <RenewalForm offer={offer.data} memberId={memberId} />
      )}
    </>
  );
}

function Season({ offer }: { offer: RenewalOffer }) {
  return (
    <p className="text-slate-700">
      {t('members.renew.season', {
        number: ltr(offer.memberNumber),
        season: ltr(offer.seasonLabel),
        from: formatDate(offer.startsOn),
        to: formatDate(offer.endsOn),
      })}
    </p>
  );
}

function Sent({ offer, sent }: { offer: RenewalOffer; sent: NonNullable<RenewalOffer['sent']> }) {
  return (
    <section
      aria-labelledby="renewal-sent"
      className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 p-5"
    >
      <h2 id="renewal-sent" className="flex items-center gap-2 text-lg font-semibold text-green-900">
        <CheckCircle2 className="size-5" aria-hidden /> {t('members.renew.sentTitle')}
      </h2>
      <Season offer={offer} />
      <p>{t('members.renew.sentBody')}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">{t('members.renew.plan')}</dt>
        <dd>{planLabel(sent.plan, offer.sport)}</dd>
        <dt className="text-slate-600">{t('members.renew.amount')}</dt>
        <dd>
          <bdi>{formatMoney(sent.amount)}</bdi>
        </dd>
        <dt className="text-slate-600">{t('members.renew.reference')}</dt>
        <dd>
          <bdi dir="ltr" className="font-mono">
            {sent.paymentReference}
          </bdi>
        </dd>
        <dt className="text-slate-600">{t('members.renew.sentOn')}</dt>
        <dd>{formatDate(sent.submittedAt)}</dd>
      </dl>
    </section>
  );
}

function RenewalForm({ offer, memberId }: { offer: RenewalOffer; memberId: string | null }) {
  const submit = useSubmitRenewal(memberId);
  const [plan, setPlan] = useState<MembershipPlan>(offer.currentPlan ?? 'regular');
  const [reference, setReference] = useState<string | null>(null);
  const [slip, setSlip] = useState<File | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const amount = offer.plans.find((option) => option.plan === plan)?.amount ?? null;

  useEffect(() => {
    let cancelled = false;
    issueRenewalReference(memberId).then(
      (issued) => !cancelled && setReference(issued),
      (error: unknown) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [memberId]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!slip) {
      setSlipError(translateMessage(MEMBER_MESSAGES.slipRequired));
      return;
    }
    if (!reference) return;
    const form = new FormData();
    form.append('plan', plan);
    form.append('paymentReference', reference);
    form.append('slip', slip);
    setProgress(0);
    submit.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => toast.success(translateMessage(MEMBER_MESSAGES.renewalSent)),
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <Season offer={offer} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('members.renew.plan')}</legend>
        {offer.plans.map((option) => (
          <label
            key={option.plan}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="plan"
                value={option.plan}
                className="size-4 accent-brand-700"
                checked={plan === option.plan}
                onChange={() => setPlan(option.plan)}
              />
              {planLabel(option.plan, offer.sport)}
            </span>
            <bdi className="font-medium">{formatMoney(option.amount)}</bdi>
          </label>
        ))}
      </fieldset>
      <PayNow amount={amount} request={{ kind: 'renewal', plan, ...(memberId ? { member: memberId } : {}) }} />
      <BankTransfer amount={amount} reference={reference} />
      <SlipField
        id="renewal-slip"
        error={slipError}
        onChange={(file) => {
          setSlip(file);
          setSlipError(null);
        }}
      />
      {progress !== null && <ProgressBar value={progress} label={t('common.form.uploadProgress')} />}
      <Button type="submit" size="lg" disabled={!reference || submit.isPending}>
        {submit.isPending
          ? t('members.renew.sending')
          : offer.own
            ? t('members.renew.submit')
            : t('members.renew.childSubmit', { name: offer.fullName })}
      </Button>
    </form>
  );
}
