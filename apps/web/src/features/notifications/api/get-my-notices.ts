import type { NotificationList } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const noticesKey = [...queryRoots.notifications, 'mine'] as const;

/** The signed-in person's notices of the last two months, newest first, and how many are unread. */
export const useMyNotices = () =>
  useQuery(
    queryOptions({
      queryKey: noticesKey,
      queryFn: () => api.get<NotificationList>('/api/notifications'),
      meta: { perVisitor: true },
    }),
  );
