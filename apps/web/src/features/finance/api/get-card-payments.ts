import type { CardPaymentState, StaffCardPayment } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const CARD_PAYMENTS_PAGE_SIZE = 20;

/** The card payments, newest first, of one state or all. */
export const useCardPaymentsForStaff = (state: CardPaymentState | '', page: number) =>
  useQuery({
    queryKey: [...queryRoots.payments, 'staff', state, page],
    queryFn: () =>
      api.get<{ items: StaffCardPayment[]; total: number }>(
        `/api/admin/finance/card-payments?page=${page}&pageSize=${CARD_PAYMENTS_PAGE_SIZE}${state ? `&state=${state}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
