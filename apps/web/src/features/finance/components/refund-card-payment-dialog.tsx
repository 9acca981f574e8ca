import { CARD_PAYMENT_MESSAGES, refundCardPaymentSchema, type StaffCardPayment } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useRefundCardPayment } from '../api/refund-card-payment';

/**
 * Records the refund of a card payment, made first in the bank's merchant portal: a confirmed payment's item is
 * taken back (its receipt void, the ledger reversed), and the money held for the payer is given back, with the reason.
 */
export function RefundCardPaymentDialog({
  payment,
  onOpenChange,
}: {
  payment: StaffCardPayment | null;
  onOpenChange: (open: boolean) => void;
}) {
  const refund = useRefundCardPayment();
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'refund',
    schema: refundCardPaymentSchema,
    open: payment !== null,
    onOpenChange,
    record: payment?.id,
    values: () => ({ reason: '' }),
    submit: ({ reason }) => refund.mutateAsync({ id: payment?.id ?? '', reason }),
    success: () => translateMessage(CARD_PAYMENT_MESSAGES.refunded),
    failure: 'Failed to record the refund',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('finance.cardPayments.refund')}
      title={t('finance.cardPayments.refundTitle')}
      description={
        <>
          <bdi dir="ltr">{payment?.paymentReference}</bdi> · <bdi>{payment && formatMoney(payment.amount)}</bdi>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {payment?.state === 'unapplied'
          ? t('finance.cardPayments.giveBackExplained')
          : t('finance.cardPayments.refundExplained')}
      </p>
      <TextField label={t('finance.cardPayments.refundReason')} required {...rowProps('reason')} />
    </FormDialog>
  );
}
