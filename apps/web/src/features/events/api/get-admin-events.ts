import type { ClubEvent } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AdminEventsPage {
  items: ClubEvent[];
  total: number;
  page: number;
  pageSize: number;
  stats: { total: number; upcoming: number; ongoing: number; completed: number };
}

export const eventsQueryKey = ['events'] as const;

export const adminEventsQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'admin', params],
    queryFn: () =>
      api.get<AdminEventsPage>(
        `/api/admin/events?${new URLSearchParams({ page: String(params.page), pageSize: '20', search: params.search })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminEvents = (params: { page: number; search: string }) => useQuery(adminEventsQueryOptions(params));
