import type { AccountEmailInput, OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

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
