import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Posts a statement line no payment explains to an account by hand. */
export function usePostStatementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, accountId, description }: { lineId: string; accountId: string; description?: string }) =>
      api.post<OkMessage>(`/api/admin/finance/statements/lines/${encodeURIComponent(lineId)}/post`, {
        accountId,
        ...(description ? { description } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.finance }),
  });
}
