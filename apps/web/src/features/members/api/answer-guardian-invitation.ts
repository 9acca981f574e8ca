import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Accepts (the child joins My family) or declines an invitation. */
export function useAnswerGuardianInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api.post<OkMessage>(`/api/me/guardian-invitations/${encodeURIComponent(id)}`, { accept }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
