import type { MinutesPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { PAGE_SIZE } from './get-meeting-requests';

export const minutesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...queryRoots.meetings, 'minutes', page],
    queryFn: () => api.get<MinutesPage>(`/api/admin/meetings/minutes?page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export const useMinutesList = (page: number) => useQuery(minutesQueryOptions(page));
