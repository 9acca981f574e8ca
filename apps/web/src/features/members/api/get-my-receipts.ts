import type { MyReceipt } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const myReceiptsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'my-receipts'],
    queryFn: () => api.get<MyReceipt[]>('/api/me/receipts'),
    meta: { perVisitor: true },
  });

export const useMyReceipts = () => useQuery(myReceiptsQueryOptions());

export const myReceiptUrl = (id: string) => `/api/me/receipts/${encodeURIComponent(id)}/receipt.pdf`;
