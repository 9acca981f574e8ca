import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';
import { forgetOfflineCopies } from '../../../lib/offline-caches';

export const confirmEmail = (token: string) => api.post<OkMessage>('/api/auth/confirm-email', { token });

/** Confirming the address signs the person in: the page learns who is signed in, as after signing in. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => Promise.all([forgetOfflineCopies(), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
