import type { VoidedPayment } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Voids a collected membership fee with the reason: the membership is pending payment again. */
export function useVoidFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      api.post<VoidedPayment>(`/api/admin/payments/${encodeURIComponent(paymentId)}/void`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
