import type { Team } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const teamsQueryKey = ['teams'] as const;

export const publicTeamsQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'public'],
  queryFn: () => api.get<Team[]>('/api/teams'),
});

export const usePublicTeams = () => useQuery(publicTeamsQueryOptions);
