import type { AdminEventsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { pageQueryString } from '../../../lib/use-paged-search';

export const eventsQueryKey = queryRoots.events;

export const adminEventsQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'admin', params],
    queryFn: () => api.get<AdminEventsPage>(`/api/admin/events?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminEvents = (params: { page: number; search: string }) => useQuery(adminEventsQueryOptions(params));
