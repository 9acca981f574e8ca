import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth';
import { queryRoots } from '../../../lib/query-keys';

/**
 * A change of factor: the profile's lists (the factors, the passkeys, the sessions: others ended) and the
 * account (a held role opens) are asked again.
 */
export function useFactorChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.profile }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
