import type { RegistrationSubmitted, RegistrationType } from '@club/shared';
import { CheckCircle2, LayoutDashboard, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PayNow } from '../../../components/pay-now';
import { RichText } from '../../../components/rich-text';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { formatMoney, t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { paths } from '../../../lib/paths';
import { usePublicSettings } from '../../../lib/public-settings';

/**
 * What the person who just sent a registration form does next: pay the amount their plan costs by card on the
 * bank's page (when the club takes cards), by bank transfer with the form's payment reference (the club matches it
 * on its bank statement), or at the club office; signed
 * in, their dashboard follows the application. Another form is there only for someone who asks for one (a parent
 * enrolling a second child, the club's desk).
 */
export function FeePayment({
  type,
  sent,
  onAnother,
}: {
  type: RegistrationType;
  /** The answer, with the form's submission key, which names it when it is paid by card. */
  sent: RegistrationSubmitted & { submissionKey: string };
  onAnother: () => void;
}) {
  const bank = usePublicSettings().data?.bankAccount;
  const { user } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section
      aria-labelledby="registration-sent"
      className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm"
    >
      <h2
        id="registration-sent"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-green-900 focus:outline-none"
      >
        <CheckCircle2 className="size-5" aria-hidden /> {t('registrations.payment.sentTitle')}
      </h2>
      <p>
        {t('registrations.payment.formNumber')}{' '}
        <bdi dir="ltr" className="font-mono font-semibold">
          {sent.formNumber}
        </bdi>
      </p>
      <p>
        {t('registrations.payment.amount')} {sent.plan && `${planLabel(sent.plan)} · `}
        <bdi className="text-base font-bold" data-testid="amount-due">
          {formatMoney(sent.amount)}
        </bdi>
      </p>
      <PayNow
        amount={sent.amount}
        request={{ kind: 'registration', type, submissionKey: sent.submissionKey }}
        headingLevel={3}
      />
      {bank?.accountNumber ? (
        <p>
          {t('registrations.payment.transferTo')} <bdi>{bank.bankName}</bdi> · <bdi>{bank.accountName}</bdi> ·{' '}
          <RichText
            id="registrations.payment.account"
            values={{ number: bank.accountNumber }}
            components={{ 0: <bdi dir="ltr" className="font-mono" /> }}
          />
        </p>
      ) : null}
      <p>
        {t('registrations.payment.writeReference')}{' '}
        <bdi dir="ltr" className="font-mono text-base font-bold" data-testid="payment-reference">
          {sent.paymentReference}
        </bdi>
      </p>
      <p className="text-slate-700">{t('registrations.payment.orOffice')}</p>
      <p className="text-slate-700">
        {user ? t('registrations.payment.followSignedIn') : t('registrations.payment.followSignedOut')}
      </p>
      <div className="flex flex-wrap gap-2">
        {user && (
          <ButtonLink to={paths.dashboard} icon={LayoutDashboard}>
            {t('registrations.payment.toDashboard')}
          </ButtonLink>
        )}
        <Button type="button" variant="outline" onClick={onAnother}>
          <RotateCcw aria-hidden /> {t('registrations.payment.another')}
        </Button>
      </div>
    </section>
  );
}
