import type { OpeningBalanceInput, openingBalanceResultSchema } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Sets a bank account's opening balance (0 takes it away). */
export function useSetOpeningBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, ...body }: OpeningBalanceInput & { accountId: string }) =>
      api.put<z.infer<typeof openingBalanceResultSchema>>(
        `/api/admin/finance/accounts/${encodeURIComponent(accountId)}/opening-balance`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.finance }),
  });
}
