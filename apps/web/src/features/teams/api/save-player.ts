import type { Player, PlayerInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const savePlayer = ({ teamId, id, input }: { teamId: string; id?: string; input: PlayerInput }) =>
  id
    ? api.put<Player>(`/api/teams/${teamId}/players/${id}`, input)
    : api.post<Player>(`/api/teams/${teamId}/players`, input);

export function useSavePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
