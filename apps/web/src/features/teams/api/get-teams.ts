import type { Team } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const teamsQueryKey = queryRoots.teams;

export const publicTeamsQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'public'],
  queryFn: () => api.get<Team[]>('/api/teams'),
});

export const usePublicTeams = () => useQuery(publicTeamsQueryOptions);
