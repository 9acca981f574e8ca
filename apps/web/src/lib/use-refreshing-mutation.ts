import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type QueryRoot, queryRoots } from './query-keys';

/**
 * A mutation that refreshes every cached query under `root` (a module's root, or a narrower key) once it
 * succeeds (what it changed shows everywhere).
 */
export function useRefreshingMutation<TInput, TResult>(
  root: QueryRoot | QueryKey,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: typeof root === 'string' ? queryRoots[root] : root }),
  });
}
