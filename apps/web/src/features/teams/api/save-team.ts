import type { Team, TeamInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const saveTeam = ({ id, input }: { id?: string; input: TeamInput }) =>
  id ? api.put<Team>(`/api/teams/${id}`, input) : api.post<Team>('/api/teams', input);

export const deleteTeam = (id: string) => api.delete<null>(`/api/teams/${id}`);

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
