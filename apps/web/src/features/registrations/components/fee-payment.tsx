import type { RegistrationSubmitted } from '@club/shared';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { RichText } from '../../../components/rich-text';
import { formatMoney, t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { usePublicSettings } from '../../../lib/public-settings';

/**
 * What the person who just sent a registration form does next: pay the fee by bank transfer with the form's
 * payment reference (the club matches it on its bank statement), or at the club office.
 */
export function FeePayment({ sent }: { sent: RegistrationSubmitted }) {
  const bank = usePublicSettings().data?.bankAccount;
  const heading = useRef<HTMLHeadingElement>(null);
  // Told where to look: the form below was emptied for another one, and this is what to do next.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section
      aria-labelledby="registration-sent"
      className="flex flex-col gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm"
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
      {sent.fees.length > 0 && (
        <p>
          {t('registrations.payment.fee')}{' '}
          {sent.fees.map((fee, index) => (
            <span key={`${fee.category}-${fee.amount}`}>
              {index > 0 && ' · '}
              {fee.category && `${planLabel(fee.category)} `}
              <bdi>{formatMoney(fee.amount)}</bdi>
            </span>
          ))}
        </p>
      )}
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
    </section>
  );
}
