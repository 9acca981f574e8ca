import type { Player, Team } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const adminTeamsQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'admin'],
  queryFn: () =>
    api.get<{ items: Team[]; stats: { total: number; active: number; senior: number; sports: number } }>(
      '/api/admin/teams',
    ),
});

export const useAdminTeams = () => useQuery(adminTeamsQueryOptions);

export const adminPlayersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, 'admin', teamId, 'players'],
    queryFn: () => api.get<Player[]>(`/api/admin/teams/${teamId}/players`),
  });

/** Players with their private details (phone, emergency contact, date of birth): needs `teams:edit`. */
export const useAdminPlayers = (teamId: string | null, enabled = true) =>
  useQuery({ ...adminPlayersQueryOptions(teamId ?? ''), enabled: enabled && !!teamId });
