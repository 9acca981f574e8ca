import type { Player } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const adminPlayersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, 'admin', teamId, 'players'],
    queryFn: () => api.get<Player[]>(`/api/admin/teams/${teamId}/players`),
  });

/** Players with their private details (phone, emergency contact, date of birth): needs `teams:edit`. */
export const useAdminPlayers = (teamId: string | null, enabled = true) =>
  useQuery({ ...adminPlayersQueryOptions(teamId ?? ''), enabled: enabled && !!teamId });
