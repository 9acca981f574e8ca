import type { Order } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useStaffOrders = (filters: { status: string; paymentStatus: string; search: string }) =>
  useQuery({
    queryKey: [...queryRoots.shop, 'orders', 'staff', filters],
    queryFn: () =>
      api.get<Order[]>(
        `/api/admin/shop/orders?${new URLSearchParams({
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
