import type { StatementRuleInput, StatementRulePreview } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rulesKey } from './statement-rules';

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
