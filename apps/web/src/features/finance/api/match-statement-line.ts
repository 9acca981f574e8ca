import type { ConfirmLineInput, LineConfirmed } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Confirm what a line pays (by its reference, or the suggestion chosen), or undo its match with the reason. */
export function useStatementMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, chosen, reason }: { lineId: string; chosen?: ConfirmLineInput; reason?: string }) =>
      api.post<LineConfirmed>(
        `/api/admin/finance/statements/lines/${encodeURIComponent(lineId)}/${reason === undefined ? 'confirm' : 'undo'}`,
        reason === undefined ? chosen : { reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.finance }),
  });
}
