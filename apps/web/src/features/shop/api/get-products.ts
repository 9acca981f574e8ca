import type { ProductsPage } from '@club/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export interface ProductFilters {
  search: string;
  categoryId: string;
  featured: boolean;
}

/** The catalogue a page at a time ('Show more' loads the next), filtered on the server. */
export const useProducts = (filters: ProductFilters) =>
  useInfiniteQuery({
    queryKey: [...queryRoots.shop, 'products', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.get<ProductsPage>(
        `/api/shop/products?${new URLSearchParams({
          page: String(pageParam),
          pageSize: '24',
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
          ...(filters.featured ? { featured: 'true' } : {}),
        })}`,
      ),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
