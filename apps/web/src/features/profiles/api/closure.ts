import type { ClosureRequestInput, MyClosure } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Where the browser downloads everything the club holds about the signed-in person (a ZIP). */
export const DATA_EXPORT_URL = '/api/me/data-export';

const closureQueryKey = [...queryRoots.profile, 'closure'] as const;

export const useMyClosure = () =>
  useQuery(queryOptions({ queryKey: closureQueryKey, queryFn: () => api.get<MyClosure>('/api/me/closure') }));

export function useAskClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosureRequestInput) => api.post<null>('/api/me/closure', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closureQueryKey }),
  });
}

export function useWithdrawClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/api/me/closure'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closureQueryKey }),
  });
}
