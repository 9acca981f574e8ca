import type { AdminNewsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { pageQueryString } from '../../../lib/use-paged-search';

export const newsQueryKey = queryRoots.news;

export const adminNewsQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...newsQueryKey, 'admin', params],
    queryFn: () => api.get<AdminNewsPage>(`/api/admin/news?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminNews = (params: { page: number; search: string }) => useQuery(adminNewsQueryOptions(params));
