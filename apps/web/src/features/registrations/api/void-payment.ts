import type { VoidedPayment, VoidPaymentInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { registrationsQueryKey } from './get-registrations';

export const voidPayment = ({ paymentId, input }: { paymentId: string; input: VoidPaymentInput }) =>
  api.post<VoidedPayment>(`/api/admin/payments/${paymentId}/void`, input);

/** Voiding moves the registration back to pending and posts a reversal: both screens refresh. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.finance }),
      ]),
  });
}
