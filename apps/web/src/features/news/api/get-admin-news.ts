import type { News } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AdminNewsPage {
  items: News[];
  total: number;
  page: number;
  pageSize: number;
  stats: { total: number; published: number; featured: number };
}

export const newsQueryKey = ['news'] as const;

export const adminNewsQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...newsQueryKey, 'admin', params],
    queryFn: () =>
      api.get<AdminNewsPage>(
        `/api/admin/news?${new URLSearchParams({ page: String(params.page), pageSize: '20', search: params.search })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminNews = (params: { page: number; search: string }) => useQuery(adminNewsQueryOptions(params));
