import type { StatementRule, StatementRuleInput, statementRuleMadeSchema } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const rulesKey = [...queryRoots.finance, 'statement-rules'] as const;

export const useStatementRules = () =>
  useQuery(
    queryOptions({
      queryKey: rulesKey,
      queryFn: () => api.get<StatementRule[]>('/api/admin/finance/statement-rules'),
    }),
  );

/** Makes a rule; it posts the open lines it takes at once. */
export function useMakeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: StatementRuleInput) =>
      api.post<z.infer<typeof statementRuleMadeSchema>>('/api/admin/finance/statement-rules', rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.finance }),
  });
}
