import type { NotificationList } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const noticesKey = [...queryRoots.notifications, 'mine'] as const;

/** The signed-in person's notices of the last two months, newest first, and how many are unread. */
export const useMyNotices = () =>
  useQuery(
    queryOptions({
      queryKey: noticesKey,
      queryFn: () => api.get<NotificationList>('/api/notifications'),
      meta: { perVisitor: true },
    }),
  );

/** Marks one notice read (its id), or all of them. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      api.post<null>(id === 'all' ? '/api/notifications/read' : `/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
