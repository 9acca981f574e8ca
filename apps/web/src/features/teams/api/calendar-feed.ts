import type { CalendarFeedLink, CalendarFeedStatus } from '@club/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

/**
 * A calendar link at `path` (the signed-in person's, or a team's): whether it is live, making a new one (shown
 * once; the old one stops) and stopping it.
 */
export function useCalendarFeed(path: string, onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  const key = [...teamsQueryKey, 'calendar-feed', path];
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    status: useQuery({ queryKey: key, queryFn: () => api.get<CalendarFeedStatus>(path) }),
    make: useMutation({ mutationFn: () => api.post<CalendarFeedLink>(path), onSuccess: refresh, onError }),
    stop: useMutation({ mutationFn: () => api.delete<void>(path), onSuccess: refresh, onError }),
  };
}
