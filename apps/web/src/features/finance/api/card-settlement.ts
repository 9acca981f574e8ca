import type { CardSettlement } from '@club/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const url = (lineId: string) => `/api/admin/finance/statements/lines/${encodeURIComponent(lineId)}/card-settlement`;

/** The card payments a credit line could pay out as the gateway's settlement, and those it suggests. */
export const useCardSettlement = (lineId: string | null) =>
  useQuery({
    queryKey: [...queryRoots.finance, 'card-settlement', lineId],
    queryFn: () => api.get<CardSettlement>(url(lineId ?? '')),
    enabled: lineId !== null,
  });

/** Matches the line as the settlement of the card payments chosen. */
export function useSettleCardPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, cardPaymentIds }: { lineId: string; cardPaymentIds: string[] }) =>
      api.post<{ gross: string; fee: string }>(url(lineId), { cardPaymentIds }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.finance }),
        queryClient.invalidateQueries({ queryKey: queryRoots.payments }),
      ]),
  });
}
