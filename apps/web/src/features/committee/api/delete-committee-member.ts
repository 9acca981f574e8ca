import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { committeeQueryKey } from './get-committee';

export const deleteCommitteeMember = (id: string) => api.delete<null>(`/api/committee/${id}`);

export function useDeleteCommitteeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommitteeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: committeeQueryKey }),
  });
}
