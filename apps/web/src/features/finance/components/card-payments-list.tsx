import { CARD_PAYMENT_STATES, type CardPaymentState, type StaffCardPayment } from '@club/shared';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { UserText } from '../../../components/ui/user-text';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { CARD_PAYMENTS_PAGE_SIZE, useCardPaymentsForStaff } from '../api/get-card-payments';
import { RefundCardPaymentDialog } from './refund-card-payment-dialog';

const STATE_BADGES: Record<CardPaymentState, BadgeVariant> = {
  started: 'outline',
  confirmed: 'success',
  failed: 'secondary',
  cancelled: 'secondary',
  unapplied: 'warning',
  refunded: 'secondary',
};

/**
 * The card payments as the treasurer ticks them against the bank's merchant report: who paid what, the bank's
 * transaction, where each stands and whether a settlement paid it out; the unapplied ones are money to give back.
 */
export function CardPaymentsList() {
  const [state, setState] = useState<CardPaymentState | ''>('');
  const [page, setPage] = useState(1);
  const payments = useCardPaymentsForStaff(state, page);
  const [refunding, setRefunding] = useState<StaffCardPayment | null>(null);
  const mayRefund = useAuth().can('finance', 'approve');
  // A club that never took a card sees nothing of it.
  if (!payments.data || (payments.data.total === 0 && state === '')) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6" role="region" aria-labelledby="card-payments-heading">
        <h2 id="card-payments-heading" className="text-lg font-semibold">
          {t('finance.cardPayments.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('finance.cardPayments.explained')}</p>
        <div className="max-w-xs">
          <FormField id="card-payments-state" label={t('finance.cardPayments.state')}>
            <Select
              value={state}
              onChange={(event) => {
                setState(event.target.value as CardPaymentState | '');
                setPage(1);
              }}
            >
              <option value="">{t('finance.cardPayments.all')}</option>
              {CARD_PAYMENT_STATES.map((each) => (
                <option key={each} value={each}>
                  {t(`finance.cardPayments.states.${each}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {payments.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('finance.cardPayments.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {payments.data.items.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0">
                  <UserText as="span" className="block font-medium break-words">
                    {payment.payerName ?? '—'}
                  </UserText>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(payment.startedAt)} · {t(`finance.cardPayments.kinds.${payment.kind}`)} ·{' '}
                    <bdi dir="ltr" className="font-mono">
                      {payment.paymentReference}
                    </bdi>
                  </span>
                  {payment.transactionId && (
                    <span className="block text-xs text-slate-600">
                      {t('finance.cardPayments.transaction')}{' '}
                      <bdi dir="ltr" className="font-mono break-all">
                        {payment.transactionId}
                      </bdi>
                    </span>
                  )}
                  {payment.state === 'unapplied' && (
                    <span className="block text-xs text-amber-900">{t('finance.cardPayments.giveBack')}</span>
                  )}
                </span>
                <span className="ms-auto flex flex-col items-end gap-1">
                  <bdi className="whitespace-nowrap font-medium">{formatMoney(payment.amount)}</bdi>
                  <Badge variant={STATE_BADGES[payment.state]}>
                    {t(`finance.cardPayments.states.${payment.state}`)}
                  </Badge>
                  {payment.settled && (
                    <span className="text-xs text-slate-600">{t('finance.cardPayments.settled')}</span>
                  )}
                  {mayRefund &&
                    (payment.state === 'confirmed' ||
                      (payment.state === 'unapplied' && payment.heldAmount !== null)) && (
                      <Button size="sm" variant="outline" onClick={() => setRefunding(payment)}>
                        {t('finance.cardPayments.refund')}
                      </Button>
                    )}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageSize={CARD_PAYMENTS_PAGE_SIZE} total={payments.data.total} onPage={setPage} />
        <RefundCardPaymentDialog payment={refunding} onOpenChange={(open) => !open && setRefunding(null)} />
      </CardContent>
    </Card>
  );
}
