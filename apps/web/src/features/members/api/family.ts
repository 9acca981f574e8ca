import type { AccountEmailInput, Family, OkMessage } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const familyQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'family'],
    queryFn: () => api.get<Family>('/api/me/family'),
    meta: { perVisitor: true },
  });

/** The children the signed-in account is a guardian of. */
export const useFamily = () => useQuery(familyQueryOptions());

/** What a guardian does by an account's email: add a second guardian, or hand an adult child's record over. */
export type FamilyAction = 'guardians' | 'hand-over';

export function useFamilyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, action, email }: { memberId: string; action: FamilyAction } & AccountEmailInput) =>
      api.post<OkMessage>(`/api/me/family/${encodeURIComponent(memberId)}/${action}`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
