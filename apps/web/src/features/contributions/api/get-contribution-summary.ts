import type { ContributionSummary } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const summaryQueryOptions = queryOptions({
  queryKey: [...queryRoots.contributions, 'summary'],
  queryFn: () => api.get<ContributionSummary>('/api/contributions/summary'),
});

export const useContributionSummary = () => useQuery(summaryQueryOptions);
