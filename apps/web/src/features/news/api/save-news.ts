import type { News, NewsInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsQueryKey } from './get-admin-news';

export const createNews = (input: NewsInput) => api.post<News>('/api/news', input);
export const updateNews = (id: string, input: NewsInput) => api.put<News>(`/api/news/${id}`, input);

/** Creates when no id is given, updates otherwise. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: NewsInput }) => (id ? updateNews(id, input) : createNews(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
