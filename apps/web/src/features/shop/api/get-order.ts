import type { Order } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useOrder = (id: string) =>
  useQuery({
    queryKey: [...queryRoots.shop, 'order', id],
    queryFn: () => api.get<Order>(`/api/orders/${id}`),
    retry: false,
  });
