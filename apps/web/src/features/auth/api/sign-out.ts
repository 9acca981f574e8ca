import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signOut = () => api.post<{ ok: true }>('/api/auth/sign-out');

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Everything cached belonged to the signed-in user.
    onSuccess: () => queryClient.resetQueries(),
  });
}
