import type { StatementRule, StatementRuleInput, StatementRulePreview, statementRuleMadeSchema } from '@club/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const rulesKey = [...queryRoots.finance, 'statement-rules'] as const;

export const useStatementRules = () =>
  useQuery(
    queryOptions({
      queryKey: rulesKey,
      queryFn: () => api.get<StatementRule[]>('/api/admin/finance/statement-rules'),
    }),
  );

/** The open lines a rule would post now; asked only for a rule that can be one. */
export const useRulePreview = (rule: StatementRuleInput | null) =>
  useQuery(
    queryOptions({
      queryKey: [...rulesKey, 'preview', rule],
      queryFn: () => api.post<StatementRulePreview>('/api/admin/finance/statement-rules/preview', rule),
      enabled: rule !== null,
      placeholderData: keepPreviousData,
      retry: false,
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

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/admin/finance/statement-rules/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}
