import { voidPaymentSchema } from '@club/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { failureMessage } from '../../../lib/api-client';
import { useVoidPayment } from '../api/void-payment';

/** For finance approvers: void a collected fee with a reason (reversed in the ledger, pending again). */
export function VoidPaymentForm({ paymentId, onVoided }: { paymentId: string; onVoided: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voiding = useVoidPayment();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = voidPaymentSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason for the void');
      return;
    }
    try {
      await voiding.mutateAsync({ paymentId, input: parsed.data });
      toast.success('Success', { description: 'Payment voided: the registration is pending again' });
      onVoided();
    } catch (failure) {
      toast.error('Error', { description: failureMessage(failure, 'Failed to void payment') });
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-md border border-red-200 p-3" noValidate>
      <div className="min-w-48 flex-1">
        <FormField id="void-reason" label="Reason for voiding the payment" error={error ?? undefined}>
          <Input id="void-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </div>
      <Button type="submit" variant="destructive" disabled={voiding.isPending}>
        Void Payment
      </Button>
    </form>
  );
}
