import type { StartCardPayment } from '@club/shared';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { startCardPayment, useCardPaymentsAvailable } from '../lib/card-payments';
import { formatMoney, ltr, t } from '../lib/i18n';
import { Button } from './ui/button';

/**
 * "Pay now": the amount paid by card or a wallet app on the bank's own page, where the payer goes at once; shown
 * only when the club takes cards, above the transfer instructions it stands beside (the page loads `payments`).
 */
export function PayNow({
  amount,
  request,
  headingLevel = 2,
  alone = false,
}: {
  amount: string | null;
  /** What is paid; a function is asked at the tap (a form's fields), and null means it showed what is missing. */
  request: StartCardPayment | (() => StartCardPayment | null);
  /** Where the page's outline puts it: under the page's title (2), or within a section of its own (3). */
  headingLevel?: 2 | 3;
  /** The only way to pay what it stands on (an order placed to be paid by card): no "or by transfer" after it. */
  alone?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const available = useCardPaymentsAvailable();
  const [starting, setStarting] = useState(false);
  if (!available.data?.enabled) return null;

  const pay = async () => {
    const paying = typeof request === 'function' ? request() : request;
    if (!paying) return;
    setStarting(true);
    try {
      const { redirectUrl } = await startCardPayment(paying);
      window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(t('common.toast.error'), { description: errorMessage(error) });
      setStarting(false);
    }
  };

  return (
    <>
      <section
        aria-labelledby="pay-now"
        className="flex flex-col gap-3 rounded-md border border-brand-200 bg-white p-4"
      >
        <Heading id="pay-now" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="size-5" aria-hidden /> {t('payments.payNow.title')}
        </Heading>
        <p className="text-sm text-slate-700">{t('payments.payNow.body')}</p>
        <Button type="button" size="lg" onClick={pay} disabled={starting}>
          {starting
            ? t('payments.payNow.starting')
            : amount
              ? t('payments.payNow.button', { amount: ltr(formatMoney(amount)) })
              : t('payments.payNow.title')}
        </Button>
      </section>
      {!alone && <Heading className="text-lg font-semibold">{t('payments.payNow.orTransfer')}</Heading>}
    </>
  );
}
