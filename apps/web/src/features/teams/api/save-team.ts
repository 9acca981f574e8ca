import type { Team, TeamInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const saveTeam = ({ id, input }: { id?: string; input: TeamInput }) =>
  id ? api.put<Team>(`/api/teams/${id}`, input) : api.post<Team>('/api/teams', input);

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
