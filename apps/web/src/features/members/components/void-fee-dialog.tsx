import { type MembershipRow, voidPaymentSchema } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useVoidFee } from '../api/void-fee';

/**
 * For finance approvers: void a membership's fee with the reason (a renewal confirmed by mistake, a fee
 * recorded twice): the receipt is marked void, the ledger reverses it, the membership is pending payment again.
 */
export function VoidFeeDialog({
  membership,
  onOpenChange,
}: {
  membership: MembershipRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const voiding = useVoidFee();
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'void',
    schema: voidPaymentSchema,
    open: membership !== null,
    onOpenChange,
    record: membership?.paymentId,
    values: () => ({ reason: '' }),
    submit: ({ reason }) => voiding.mutateAsync({ paymentId: membership?.paymentId ?? '', reason }),
    success: 'Payment voided: the membership is pending payment again.',
    failure: 'Failed to void payment',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('members.voidFee.submit')}
      title={t('members.voidFee.title')}
      description={
        <>
          <bdi>{membership?.receiptNumber}</bdi> · {membership?.fullName}
        </>
      }
    >
      <p className="text-sm text-slate-600">{t('members.voidFee.explained')}</p>
      <TextField label={t('members.voidFee.reason')} {...rowProps('reason')} />
    </FormDialog>
  );
}
