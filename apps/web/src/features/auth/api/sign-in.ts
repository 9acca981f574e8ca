import type { SignedIn, SignInInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';
import { forgetOfflineCopies } from '../../../lib/offline-caches';

export const signIn = (input: SignInInput) => api.post<SignedIn>('/api/auth/sign-in', input);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Whatever an earlier visitor of this device left for offline use is not this person's.
    onSuccess: () => Promise.all([forgetOfflineCopies(), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
