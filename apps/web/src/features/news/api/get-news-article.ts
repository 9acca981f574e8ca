import type { News } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const newsArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.news, 'article', id],
    queryFn: () => api.get<News>(`/api/news/${id}`),
    meta: { pageRecord: true },
  });

export const useNewsArticle = (id: string) => useQuery(newsArticleQueryOptions(id));
