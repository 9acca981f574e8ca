import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Links a member to the account with an email (`account`), or adds a guardian's account to a child (`guardians`). */
export function useLinkAccount(kind: 'account' | 'guardians') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, email }: { memberId: string; email: string }) =>
      api.post<OkMessage>(`/api/admin/members/${encodeURIComponent(memberId)}/${kind}`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
