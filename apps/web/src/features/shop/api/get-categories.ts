import type { Category } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useCategories = () =>
  useQuery({
    queryKey: [...queryRoots.shop, 'categories'],
    queryFn: () => api.get<Category[]>('/api/shop/categories'),
  });
