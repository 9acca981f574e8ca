import type { AdminSponsorsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { pageQueryString } from '../../../lib/use-paged-search';

export const sponsorsQueryKey = queryRoots.sponsors;

export const adminSponsorsQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...sponsorsQueryKey, 'admin', query],
    queryFn: () => api.get<AdminSponsorsPage>(`/api/admin/sponsors?${pageQueryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminSponsors = (query: { page: number; search: string }) => useQuery(adminSponsorsQueryOptions(query));
