import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export function useDecideEventFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'confirm' | 'reject'; reason?: string }) =>
      api.post<OkMessage>(
        `/api/admin/events/fees/${encodeURIComponent(id)}/${decision}`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.events }),
  });
}
