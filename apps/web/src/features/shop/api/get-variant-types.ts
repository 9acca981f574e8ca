import type { VariantType } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** A category's active variant types (Size, Colour...), for the product form's options. */
export const useVariantTypes = (categoryId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.shop, 'variant-types', categoryId],
    queryFn: () => api.get<VariantType[]>(`/api/admin/shop/categories/${categoryId}/variant-types`),
    enabled: enabled && !!categoryId,
  });
