import {
  collectFeeSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  REGISTRATION_MESSAGES,
  type Registration,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/dialog';
import { MoneyField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { rowBinder } from '../../../lib/field-props';
import { t, translateMessage } from '../../../lib/i18n';
import { useCollectFee } from '../api/collect-fee';

type CollectForm = z.input<typeof collectFeeSchema>;

export function CollectFeeDialog({
  registration,
  defaultAmount,
  onOpenChange,
}: {
  registration: Registration | null;
  defaultAmount: string;
  onOpenChange: (open: boolean) => void;
}) {
  const collect = useCollectFee();
  const form = useForm<CollectForm, unknown, z.output<typeof collectFeeSchema>>({
    resolver: zodResolver(collectFeeSchema),
  });
  const { rowProps } = rowBinder(form, 'collect');
  useEffect(() => {
    if (registration) form.reset({ amount: defaultAmount, paymentMethod: 'cash', receiptNumber: '', notes: '' });
  }, [registration, defaultAmount, form]);
  const onSubmit = form.handleSubmit(async (input) => {
    if (!registration) return;
    try {
      const payment = await collect.mutateAsync({ type: registration.type, id: registration.id, input });
      toast.success(t('common.toast.done'), {
        description: translateMessage('Payment recorded successfully'),
        action: {
          label: t('registrations.collectFeeDialog.receipt'),
          onClick: () => window.open(payment.receiptUrl, '_blank', 'noopener'),
        },
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(translateMessage(REGISTRATION_MESSAGES.paymentRecordedTitle), { description: error.message });
        onOpenChange(false);
      } else {
        toast.error(t('common.toast.error'), { description: 'Failed to record payment' });
      }
    }
  });

  return (
    <FormDialog
      submitLabel={t('registrations.collectFeeDialog.recordPayment')}
      pending={collect.isPending}
      open={registration !== null}
      onOpenChange={onOpenChange}
      title={t('registrations.collectFeeDialog.collectRegistrationFee')}
      description={
        <>
          {registration?.formNumber} · {registration?.fullName}
        </>
      }
      onSubmit={onSubmit}
    >
      <MoneyField label={t('registrations.collectFeeDialog.amountMvr')} step="0.01" {...rowProps('amount')} />
      <SelectField label={t('registrations.collectFeeDialog.paymentMethod')} {...rowProps('paymentMethod')}>
        <Options values={PAYMENT_METHODS} label={(method) => translateMessage(PAYMENT_METHOD_LABELS[method])} />
      </SelectField>
      {registration?.type === 'membership' && (
        <>
          <TextField
            label={t('registrations.collectFeeDialog.receiptNumberOptionalGenerated')}
            {...rowProps('receiptNumber')}
          />
          <TextareaField label={t('registrations.collectFeeDialog.notes')} rows={2} {...rowProps('notes')} />
        </>
      )}
    </FormDialog>
  );
}
