import type { ChangePasswordInput, OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsKey } from './get-my-sessions';

/** Changes the password with the current one; every other session ends, so the list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<OkMessage>('/api/me/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
