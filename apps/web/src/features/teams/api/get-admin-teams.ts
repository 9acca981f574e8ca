import type { AdminTeamsPage, Player } from '@club/shared';
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

export const adminPlayersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, 'admin', teamId, 'players'],
    queryFn: () => api.get<Player[]>(`/api/admin/teams/${teamId}/players`),
  });

/** Players with their private details (phone, emergency contact, date of birth): needs `teams:edit`. */
export const useAdminPlayers = (teamId: string | null, enabled = true) =>
  useQuery({ ...adminPlayersQueryOptions(teamId ?? ''), enabled: enabled && !!teamId });
