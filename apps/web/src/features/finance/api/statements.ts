import type {
  ConfirmLineInput,
  HeldForPayer,
  LineConfirmed,
  OpenItemRow,
  Reconciliation,
  StatementFormat,
  StatementImported,
  StatementLinesPage,
} from '@club/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

const statementsKey = [...queryRoots.finance, 'statements'] as const;

export const useStatementFormats = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.finance, 'statement-formats'],
      queryFn: () => api.get<StatementFormat[]>('/api/admin/finance/statement-formats'),
    }),
  );

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

/** The reconciliation of a bank account with its statement at the end of a day. */
export const useReconciliation = (query: { accountId: string; on: string }) =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, 'reconciliation', query],
      queryFn: () =>
        api.get<Reconciliation>(
          `/api/admin/finance/reconciliation?${new URLSearchParams({
            on: query.on,
            ...(query.accountId ? { accountId: query.accountId } : {}),
          })}`,
        ),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

/** What the club holds for payers from its statements (part payments, credits). */
export const useHeldForPayers = () =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, 'held'],
      queryFn: () => api.get<HeldForPayer[]>('/api/admin/finance/statements/held'),
    }),
  );

/** Every item waiting for money whose payer, reference or amount the search names (two characters at least). */
export const useOpenItems = (search: string) =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, 'open-items', search],
      queryFn: () =>
        api.get<OpenItemRow[]>(`/api/admin/finance/statements/open-items?${new URLSearchParams({ search })}`),
      enabled: search.length >= 2,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
