import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDeleteProduct = () =>
  useRefreshingMutation('shop', (id: string) => api.delete<null>(`/api/admin/shop/products/${id}`));
