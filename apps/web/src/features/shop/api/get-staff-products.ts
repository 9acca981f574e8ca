import type { Product } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useStaffProducts = () =>
  useQuery({
    queryKey: [...queryRoots.shop, 'products', 'staff'],
    queryFn: () => api.get<Product[]>('/api/admin/shop/products'),
  });
