import type { GuardianInvitations, OkMessage } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const guardianInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'guardian-invitations'],
    queryFn: () => api.get<GuardianInvitations>('/api/me/guardian-invitations'),
    meta: { perVisitor: true },
  });

/** The children others invited the signed-in account to be a guardian of, not answered yet. */
export const useGuardianInvitations = () => useQuery(guardianInvitationsQueryOptions());

/** Accepts (the child joins My family) or declines an invitation. */
export function useAnswerGuardianInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api.post<OkMessage>(`/api/me/guardian-invitations/${encodeURIComponent(id)}`, { accept }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
