import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesKey } from './get-my-notices';

/** Marks one notice read (its id), or all of them. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      api.post<null>(id === 'all' ? '/api/notifications/read' : `/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
