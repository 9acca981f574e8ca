import type { Order } from '@club/shared';
import { postForm } from '../../../lib/upload';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const usePlaceOrder = () =>
  useRefreshingMutation('shop', ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
    postForm<Order>('/api/orders', form, onProgress),
  );
