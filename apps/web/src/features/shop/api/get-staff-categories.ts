import type { Category } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useStaffCategories = () =>
  useQuery({
    queryKey: [...queryRoots.shop, 'categories', 'staff'],
    queryFn: () => api.get<Category[]>('/api/admin/shop/categories'),
  });
