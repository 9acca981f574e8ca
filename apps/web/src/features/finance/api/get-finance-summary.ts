import type { FinanceSummary } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const summaryQueryOptions = queryOptions({
  queryKey: [...queryRoots.finance, 'summary'],
  queryFn: () => api.get<FinanceSummary>('/api/admin/finance/summary'),
});

export const useFinanceSummary = () => useQuery(summaryQueryOptions);
