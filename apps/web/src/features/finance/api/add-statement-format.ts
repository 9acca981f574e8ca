import type { StatementFormat, StatementFormatInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Adds another bank's CSV layout. */
export function useAddStatementFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementFormatInput) => api.post<StatementFormat>('/api/admin/finance/statement-formats', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryRoots.finance, 'statement-formats'] }),
  });
}
