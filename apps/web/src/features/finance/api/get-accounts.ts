import type { Account } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const accountsQueryOptions = queryOptions({
  queryKey: [...queryRoots.finance, 'accounts'],
  queryFn: () => api.get<Account[]>('/api/admin/finance/accounts'),
});

export const useAccounts = () => useQuery(accountsQueryOptions);
