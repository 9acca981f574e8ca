import type { HomeFeed } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const homeFeedQueryOptions = queryOptions({
  queryKey: ['home'],
  queryFn: () => api.get<HomeFeed>('/api/home'),
});

export const useHomeFeed = () => useQuery(homeFeedQueryOptions);
