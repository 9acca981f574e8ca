import type { ActiveSession, ChangePasswordInput, OkMessage } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const sessionsKey = [...queryRoots.profile, 'sessions'] as const;

/** The browsers signed in to the account, this one marked. */
export const useMySessions = () =>
  useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: () => api.get<{ sessions: ActiveSession[] }>('/api/me/sessions'),
      meta: { perVisitor: true },
    }),
  );

/** Signs one browser out (its id), or every other one (`others`). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string | 'others') =>
      which === 'others'
        ? api.post<OkMessage>('/api/me/sessions/end-others')
        : api.delete<OkMessage>(`/api/me/sessions/${encodeURIComponent(which)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Changes the password with the current one; every other session ends, so the list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<OkMessage>('/api/me/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
