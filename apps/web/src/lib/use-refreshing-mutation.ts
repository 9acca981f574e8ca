import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QueryRoot, queryRoots } from './query-keys';

/** A mutation that refreshes every cached query under `root` once it succeeds (what it changed shows everywhere). */
export function useRefreshingMutation<TInput, TResult>(
  root: QueryRoot,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots[root] }),
  });
}
