import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useAddVariantType = () =>
  useRefreshingMutation(
    'shop',
    ({
      categoryId,
      input,
    }: {
      categoryId: string;
      input: { name: string; displayName: string; isRequired: boolean };
    }) => api.post(`/api/admin/shop/categories/${categoryId}/variant-types`, input),
  );
