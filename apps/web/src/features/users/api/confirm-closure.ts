import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export function useConfirmClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OkMessage>(`/api/admin/closure-requests/${encodeURIComponent(id)}/confirm`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
