import type { CommitteePage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageQueryString } from '../../../lib/use-paged-search';
import { committeeQueryKey } from './get-committee';

export const adminCommitteeQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...committeeQueryKey, 'admin', query],
    queryFn: () => api.get<CommitteePage>(`/api/admin/committee?${pageQueryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminCommittee = (query: { page: number; search: string }) =>
  useQuery(adminCommitteeQueryOptions(query));
