import type { CardPayment, StartCardPayment } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/**
 * Paying by card on the bank's page (decision 048), for every feature that takes money: whether the club takes
 * cards, starting a payment (the answer is the bank's page to go to), and the payment as the bank has it now.
 */
export const cardPaymentsAvailable = queryOptions({
  queryKey: [...queryRoots.payments, 'available'],
  queryFn: () => api.get<{ enabled: boolean }>('/api/payments/card'),
  staleTime: 60_000,
});

export const useCardPaymentsAvailable = () => useQuery(cardPaymentsAvailable);

export const startCardPayment = (request: StartCardPayment) =>
  api.post<{ id: string; redirectUrl: string }>('/api/payments/card', request);

/** The payment, asked again every two seconds while the bank has not said how it ended. */
export const useCardPayment = (id: string) =>
  useQuery({
    queryKey: [...queryRoots.payments, id],
    queryFn: () => api.get<CardPayment>(`/api/payments/card/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data?.state === 'started' ? 2_000 : false),
  });
