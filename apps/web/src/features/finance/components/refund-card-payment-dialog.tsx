import { CARD_PAYMENT_MESSAGES, refundCardPaymentSchema, type StaffCardPayment } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { TextField } from '../../../components/ui/form-field';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useRefundCardPayment } from '../api/refund-card-payment';

/**
 * Records the refund of a confirmed card payment, made first in the bank's merchant portal: the payment's item is
 * taken back (its receipt void, the ledger reversed), with the reason.
 */
export function RefundCardPaymentDialog({
  payment,
  onOpenChange,
}: {
  payment: StaffCardPayment | null;
  onOpenChange: (open: boolean) => void;
}) {
  const refund = useRefundCardPayment();
  const { onSubmit, fieldProps } = useDialogForm({
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
      open={payment !== null}
      onOpenChange={onOpenChange}
      title={t('finance.cardPayments.refundTitle')}
      description={
        <>
          <bdi dir="ltr">{payment?.paymentReference}</bdi> · <bdi>{payment && formatMoney(payment.amount)}</bdi>
        </>
      }
      onSubmit={onSubmit}
    >
      <p className="text-sm text-slate-600">
        {payment?.state === 'unapplied'
          ? t('finance.cardPayments.giveBackExplained')
          : t('finance.cardPayments.refundExplained')}
      </p>
      <TextField id="refund-reason" label={t('finance.cardPayments.refundReason')} required {...fieldProps('reason')} />
      <FormDialogActions onCancel={() => onOpenChange(false)} pending={refund.isPending}>
        {t('finance.cardPayments.refund')}
      </FormDialogActions>
    </FormDialog>
  );
}
