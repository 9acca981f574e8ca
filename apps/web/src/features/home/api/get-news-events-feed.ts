import type { NewsEventsFeed } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const newsEventsFeedQueryOptions = queryOptions({
  queryKey: ['news-events'],
  queryFn: () => api.get<NewsEventsFeed>('/api/news-events'),
});

export const useNewsEventsFeed = () => useQuery(newsEventsFeedQueryOptions);
