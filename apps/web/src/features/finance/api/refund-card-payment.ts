import type { CardPayment } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Records a card payment's refund made through the bank, with the reason (the second factor is asked again). */
export const useRefundCardPayment = () =>
  useRefreshingMutation('payments', ({ id, reason }: { id: string; reason: string }) =>
    api.post<CardPayment>(`/api/admin/finance/card-payments/${encodeURIComponent(id)}/refund`, { reason }),
  );
