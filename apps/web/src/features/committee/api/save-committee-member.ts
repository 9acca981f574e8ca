import type { CommitteeInput, CommitteeMember } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { committeeQueryKey } from './get-committee';

export const saveCommitteeMember = ({ id, input }: { id?: string; input: CommitteeInput }) =>
  id ? api.put<CommitteeMember>(`/api/committee/${id}`, input) : api.post<CommitteeMember>('/api/committee', input);

export function useSaveCommitteeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommitteeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: committeeQueryKey }),
  });
}
