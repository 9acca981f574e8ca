import { voidPaymentSchema } from '@club/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';
import { useVoidPayment } from '../api/void-payment';

/** For finance approvers: void a collected fee with a reason (reversed in the ledger, pending again). */
export function VoidPaymentForm({ paymentId, onVoided }: { paymentId: string; onVoided: () => void }) {
  const voiding = useVoidPayment();
  const { form, fieldProps } = useSchemaForm(voidPaymentSchema, { reason: '' });
  const submit = form.handleSubmit(async (input) => {
    try {
      await voiding.mutateAsync({ paymentId, input });
      toast.success(t('common.toast.done'), { description: 'Payment voided: the registration is pending again' });
      onVoided();
    } catch (failure) {
      if (!showServerFieldErrors(failure, form.setError, ['reason']))
        toast.error(t('common.toast.error'), { description: failureMessage(failure, 'Failed to void payment') });
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-md border border-red-200 p-3" noValidate>
      <div className="min-w-48 flex-1">
        <TextField
          id="void-reason"
          label={t('registrations.voidPaymentForm.reasonForVoidingThe')}
          {...fieldProps('reason')}
        />
      </div>
      <Button type="submit" variant="destructive" disabled={voiding.isPending}>
        {t('registrations.voidPaymentForm.voidPayment')}
      </Button>
    </form>
  );
}
