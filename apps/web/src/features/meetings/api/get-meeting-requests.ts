import type { MeetingRequestsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Requests and minutes are listed ten to a page. */
export const PAGE_SIZE = 10;

export type RequestView = 'mine' | 'pending';

export const requestsQueryOptions = (view: RequestView, page: number) =>
  queryOptions({
    queryKey: [...queryRoots.meetings, 'requests', view, page],
    queryFn: () =>
      api.get<MeetingRequestsPage>(`/api/admin/meetings/requests?view=${view}&page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export const useMeetingRequests = (view: RequestView, page: number, enabled = true) =>
  useQuery({ ...requestsQueryOptions(view, page), enabled });
