import type { StatementImported, StatementLinesPage } from '@club/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

export const statementsKey = [...queryRoots.finance, 'statements'] as const;

/** A page of a bank account's statement (the bank posting role's account when none is chosen). */
export const useStatementLines = (query: { accountId: string; page: number }) =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, query],
      queryFn: () =>
        api.get<StatementLinesPage>(
          `/api/admin/finance/statements?${new URLSearchParams({
            page: String(query.page),
            pageSize: '50',
            ...(query.accountId ? { accountId: query.accountId } : {}),
          })}`,
        ),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<StatementImported>('/api/admin/finance/statements', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKey }),
  });
}
