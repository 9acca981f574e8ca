import type { Category, CategoryValues } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveCategory = () =>
  useRefreshingMutation('shop', ({ id, input }: { id?: string; input: CategoryValues & { isActive?: boolean } }) =>
    id
      ? api.put<Category>(`/api/admin/shop/categories/${id}`, input)
      : api.post<Category>('/api/admin/shop/categories', input),
  );
