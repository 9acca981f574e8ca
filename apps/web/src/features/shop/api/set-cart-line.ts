import type { Cart } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryOptions } from './get-cart';

export const useSetCartLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { productId: string; variantId: string | null; quantity: number }) =>
      api.put<Cart>('/api/cart/lines', line),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions.queryKey, cart),
  });
};
