import type { TeamRoster } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const teamPlayersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, 'public', teamId, 'players'],
    queryFn: () => api.get<TeamRoster>(`/api/teams/${encodeURIComponent(teamId)}/players`),
  });

export const useTeamPlayers = (teamId: string, enabled = true) =>
  useQuery({ ...teamPlayersQueryOptions(teamId), enabled });
