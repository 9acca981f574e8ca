import type { Order } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useChangeOrder = () =>
  useRefreshingMutation('shop', ({ id, field, value }: { id: string; field: 'status' | 'payment'; value: string }) =>
    api.put<Order>(
      `/api/admin/shop/orders/${id}/${field}`,
      field === 'status' ? { status: value } : { paymentStatus: value },
    ),
  );
