import type {
  Cart,
  Category,
  CategoryValues,
  CheckoutInfo,
  Order,
  Product,
  ProductsPage,
  ShopOverview,
} from '@club/shared';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postForm } from '../../../lib/upload';

export const shopQueryKey = ['shop'] as const;

export interface ProductFilters {
  search: string;
  categoryId: string;
  featured: boolean;
}

/** The catalogue a page at a time ('Show more' loads the next), filtered on the server. */
export const useProducts = (filters: ProductFilters) =>
  useInfiniteQuery({
    queryKey: [...shopQueryKey, 'products', filters],
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

export const useCategories = () =>
  useQuery({ queryKey: [...shopQueryKey, 'categories'], queryFn: () => api.get<Category[]>('/api/shop/categories') });

export const cartQueryOptions = queryOptions({
  queryKey: [...shopQueryKey, 'cart'],
  queryFn: () => api.get<Cart>('/api/cart'),
});
export const useCart = (enabled: boolean) => useQuery({ ...cartQueryOptions, enabled });

export const useSetCartLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { productId: string; variantId: string | null; quantity: number }) =>
      api.put<Cart>('/api/cart/lines', line),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions.queryKey, cart),
  });
};

export const openCheckout = () => api.post<CheckoutInfo>('/api/cart/checkout');

export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<Order>('/api/orders', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueryKey }),
  });
};

export const useOrder = (id: string) =>
  useQuery({
    queryKey: [...shopQueryKey, 'order', id],
    queryFn: () => api.get<Order>(`/api/orders/${id}`),
    retry: false,
  });

export const useMyOrders = () =>
  useQuery({ queryKey: [...shopQueryKey, 'orders', 'mine'], queryFn: () => api.get<Order[]>('/api/orders/mine') });

export const useStaffOrders = (filters: { status: string; paymentStatus: string; search: string }) =>
  useQuery({
    queryKey: [...shopQueryKey, 'orders', 'staff', filters],
    queryFn: () =>
      api.get<Order[]>(
        `/api/admin/shop/orders?${new URLSearchParams({
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useShopOverview = () =>
  useQuery({
    queryKey: [...shopQueryKey, 'overview'],
    queryFn: () => api.get<ShopOverview>('/api/admin/shop/overview'),
  });

export const useStaffProducts = () =>
  useQuery({
    queryKey: [...shopQueryKey, 'products', 'staff'],
    queryFn: () => api.get<Product[]>('/api/admin/shop/products'),
  });

export const useChangeOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field, value }: { id: string; field: 'status' | 'payment'; value: string }) =>
      api.put<Order>(
        `/api/admin/shop/orders/${id}/${field}`,
        field === 'status' ? { status: value } : { paymentStatus: value },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueryKey }),
  });
};

export const useSaveProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: unknown }) =>
      id
        ? api.put<Product>(`/api/admin/shop/products/${id}`, input)
        : api.post<Product>('/api/admin/shop/products', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueryKey }),
  });
};

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/admin/shop/products/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueryKey }),
  });
};

export const useStaffCategories = () =>
  useQuery({
    queryKey: [...shopQueryKey, 'categories', 'staff'],
    queryFn: () => api.get<Category[]>('/api/admin/shop/categories'),
  });

export const useSaveCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryValues & { isActive?: boolean } }) =>
      id
        ? api.put<Category>(`/api/admin/shop/categories/${id}`, input)
        : api.post<Category>('/api/admin/shop/categories', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueryKey }),
  });
};

export const useAddVariantType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      categoryId,
      input,
    }: {
      categoryId: string;
      input: { name: string; displayName: string; isRequired: boolean };
    }) => api.post(`/api/admin/shop/categories/${categoryId}/variant-types`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueryKey }),
  });
};
