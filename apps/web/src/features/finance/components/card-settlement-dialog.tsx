import { CARD_PAYMENT_MESSAGES, fromCents, type StatementLineRow, toCents } from '@club/shared';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogActions,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { UserText } from '../../../components/ui/user-text';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useCardSettlement, useSettleCardPayments } from '../api/card-settlement';

/**
 * A credit line as the card gateway's settlement: the card payments waiting to be paid out (the suggested ones
 * chosen), what they come to and the fee the bank kept; settling posts the three in one entry.
 */
export function CardSettlementDialog({
  line,
  onOpenChange,
}: {
  line: StatementLineRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const settlement = useCardSettlement(line?.id ?? null);
  const settle = useSettleCardPayments();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // The suggestion is ticked once per line: a refresh while the dialog is open keeps what the treasurer ticked.
  const [tickedFor, setTickedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!settlement.data || settlement.data.lineId === tickedFor) return;
    setChosen(new Set(settlement.data.suggested));
    setTickedFor(settlement.data.lineId);
  }, [settlement.data, tickedFor]);

  const payments = settlement.data?.payments ?? [];
  const gross = payments.filter((p) => chosen.has(p.id)).reduce((total, p) => total + toCents(p.amount), 0n);
  const fee = line ? gross - toCents(line.amount) : 0n;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!line) return;
    try {
      await settle.mutateAsync({ lineId: line.id, cardPaymentIds: [...chosen] });
      toast.success(translateMessage(CARD_PAYMENT_MESSAGES.settled));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, t('finance.cardSettlement.failed')) });
    }
  };

  return (
    <Dialog open={line !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('finance.cardSettlement.title')}</DialogTitle>
          <DialogDescription>
            <bdi>{line && formatMoney(line.amount)}</bdi> · {line?.counterparty ?? line?.description}
          </DialogDescription>
        </DialogHeader>
        {settlement.isError ? (
          <p className="text-red-700">{failureMessage(settlement.error, t('finance.cardSettlement.failedToLoad'))}</p>
        ) : !settlement.data ? (
          <Spinner />
        ) : (
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <p className="text-sm text-slate-600">{t('finance.cardSettlement.explained')}</p>
            {payments.length === 0 ? (
              <p>{t('finance.cardSettlement.none')}</p>
            ) : (
              <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
                <legend className="mb-1 text-sm font-medium">{t('finance.cardSettlement.payments')}</legend>
                {payments.map((payment) => (
                  <label key={payment.id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={chosen.has(payment.id)}
                        onChange={(event) => {
                          const next = new Set(chosen);
                          if (event.target.checked) next.add(payment.id);
                          else next.delete(payment.id);
                          setChosen(next);
                        }}
                      />
                      <span className="min-w-0">
                        <UserText as="span" className="block break-words">
                          {payment.payerName ?? '—'}
                        </UserText>
                        <span className="block text-xs text-slate-600">
                          {t(`finance.cardPayments.kinds.${payment.kind}`)} ·{' '}
                          <bdi dir="ltr" className="font-mono">
                            {payment.paymentReference}
                          </bdi>{' '}
                          · {formatDateTime(payment.confirmedAt)}
                        </span>
                      </span>
                    </span>
                    <bdi>{formatMoney(payment.amount)}</bdi>
                  </label>
                ))}
              </fieldset>
            )}
            <dl className="grid grid-cols-2 gap-1 text-sm">
              <dt className="text-slate-600">{t('finance.cardSettlement.chosenTotal')}</dt>
              <dd className="text-end">
                <bdi>{formatMoney(fromCents(gross))}</bdi>
              </dd>
              <dt className="text-slate-600">{t('finance.cardSettlement.fee')}</dt>
              <dd className={`text-end ${fee < 0n ? 'text-red-700' : ''}`}>
                <bdi>{formatMoney(fromCents(fee))}</bdi>
              </dd>
            </dl>
            {fee < 0n && chosen.size > 0 && (
              <p className="text-sm text-red-700">{translateMessage(CARD_PAYMENT_MESSAGES.lessThanLine)}</p>
            )}
            <FormDialogActions
              onCancel={() => onOpenChange(false)}
              pending={settle.isPending}
              disabled={chosen.size === 0 || fee < 0n}
            >
              {t('finance.cardSettlement.settle')}
            </FormDialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
