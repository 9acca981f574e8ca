import type { NewsEventsFeed } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const newsEventsFeedQueryOptions = queryOptions({
  queryKey: queryRoots.newsEvents,
  queryFn: () => api.get<NewsEventsFeed>('/api/news-events'),
});

export const useNewsEventsFeed = () => useQuery(newsEventsFeedQueryOptions);
