import type { CardPayment, StartCardPayment } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { loadTexts } from './i18n';
import { queryRoots } from './query-keys';

/**
 * Paying by card on the bank's page (decision 048), for every feature that takes money: whether the club takes
 * cards, starting a payment (the answer is the bank's page to go to), and the payment as the bank has it now.
 */
export const cardPaymentsAvailable = queryOptions({
  queryKey: [...queryRoots.payments, 'available'],
  // "Pay now" shows on pages of every area: its texts come with the answer, whichever page asked.
  queryFn: async () =>
    (await Promise.all([api.get<{ enabled: boolean }>('/api/payments/card'), loadTexts(['payments'])]))[0],
  staleTime: 60_000,
});

export const useCardPaymentsAvailable = () => useQuery(cardPaymentsAvailable);

export const startCardPayment = (request: StartCardPayment) =>
  api.post<{ id: string; redirectUrl: string }>('/api/payments/card', request);

/** The payment, asked again while the bank has not said how it ended. */
export const useCardPayment = (id: string) =>
  useQuery({
    queryKey: [...queryRoots.payments, id],
    queryFn: () => api.get<CardPayment>(`/api/payments/card/${encodeURIComponent(id)}`),
    // Every 2 s for the first minute, then every 10 s for nine more; then it stops asking (the receipt mail comes).
    refetchInterval: (query) => {
      if (query.state.data?.state !== 'started') return false;
      const answers = query.state.dataUpdateCount;
      return answers <= 30 ? 2_000 : answers <= 84 ? 10_000 : false;
    },
  });
