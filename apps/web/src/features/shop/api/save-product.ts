import type { Product } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveProduct = () =>
  useRefreshingMutation('shop', ({ id, input }: { id?: string; input: unknown }) =>
    id
      ? api.put<Product>(`/api/admin/shop/products/${id}`, input)
      : api.post<Product>('/api/admin/shop/products', input),
  );
