import type { Profile } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const profileQueryKey = queryRoots.profile;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: () => api.get<Profile>('/api/profile'),
});

export const useProfile = () => useQuery(profileQueryOptions);
