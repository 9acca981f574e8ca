import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsKey } from './get-my-sessions';

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
