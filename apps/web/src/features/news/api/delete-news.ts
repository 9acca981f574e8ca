import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsQueryKey } from './get-admin-news';

export const deleteNews = (id: string) => api.delete<null>(`/api/news/${id}`);

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
