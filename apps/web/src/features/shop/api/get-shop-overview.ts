import type { ShopOverview } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useShopOverview = () =>
  useQuery({
    queryKey: [...queryRoots.shop, 'overview'],
    queryFn: () => api.get<ShopOverview>('/api/admin/shop/overview'),
  });
