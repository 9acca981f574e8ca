import type { AdminTeamsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageQueryString } from '../../../lib/use-paged-search';
import { teamsQueryKey } from './get-teams';

export const adminTeamsQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...teamsQueryKey, 'admin', query],
    queryFn: () => api.get<AdminTeamsPage>(`/api/admin/teams?${pageQueryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminTeams = (query: { page: number; search: string }) => useQuery(adminTeamsQueryOptions(query));
