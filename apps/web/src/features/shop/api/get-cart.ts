import type { Cart } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const cartQueryOptions = queryOptions({
  queryKey: [...queryRoots.shop, 'cart'],
  queryFn: () => api.get<Cart>('/api/cart'),
});

export const useCart = (enabled: boolean) => useQuery({ ...cartQueryOptions, enabled });
