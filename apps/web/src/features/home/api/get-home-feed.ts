import type { HomeFeed } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const homeFeedQueryOptions = queryOptions({
  queryKey: queryRoots.home,
  queryFn: () => api.get<HomeFeed>('/api/home'),
});

export const useHomeFeed = () => useQuery(homeFeedQueryOptions);
