import type { Order } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useMyOrders = () =>
  useQuery({ queryKey: [...queryRoots.shop, 'orders', 'mine'], queryFn: () => api.get<Order[]>('/api/orders/mine') });
