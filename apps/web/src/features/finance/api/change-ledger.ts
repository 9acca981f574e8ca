import type {
  Account,
  AccountInput,
  FinanceSummary,
  FinancialRecord,
  FinancialRecordInput,
  JournalEntry,
  JournalEntryInput,
  PostingRolesInput,
} from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeQueryKey } from './get-ledger';

/** Every ledger change moves the cards, the journal and the reports: refresh them all. */
function useLedgerMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueryKey }),
  });
}

export const useSaveJournalEntry = () =>
  useLedgerMutation(({ id, input }: { id?: string; input: JournalEntryInput }) =>
    id
      ? api.put<JournalEntry>(`/api/admin/finance/journal/${id}`, input)
      : api.post<JournalEntry>('/api/admin/finance/journal', input),
  );

export const useDeleteJournalEntry = () =>
  useLedgerMutation((id: string) => api.delete<null>(`/api/admin/finance/journal/${id}`));

export const useReverseJournalEntry = () =>
  useLedgerMutation((id: string) => api.post<JournalEntry>(`/api/admin/finance/journal/${id}/reverse`));

export const useSaveAccount = () =>
  useLedgerMutation(({ id, input }: { id?: string; input: AccountInput }) =>
    id
      ? api.put<Account>(`/api/admin/finance/accounts/${id}`, input)
      : api.post<Account>('/api/admin/finance/accounts', input),
  );

export const useDeleteAccount = () =>
  useLedgerMutation((id: string) => api.delete<null>(`/api/admin/finance/accounts/${id}`));

export const useCreateRecord = () =>
  useLedgerMutation((input: FinancialRecordInput) => api.post<FinancialRecord>('/api/admin/finance/records', input));

export const useApproveRecord = () =>
  useLedgerMutation((id: string) => api.post<FinancialRecord>(`/api/admin/finance/records/${id}/approve`));

export const useDeleteRecord = () =>
  useLedgerMutation((id: string) => api.delete<null>(`/api/admin/finance/records/${id}`));

export const useSavePostingRoles = () =>
  useLedgerMutation((roles: PostingRolesInput) => api.put<Account[]>('/api/admin/finance/posting-roles', roles));

export const useSaveLock = () =>
  useLedgerMutation((lockedThrough: string | null) =>
    api.put<FinanceSummary>('/api/admin/finance/lock', { lockedThrough }),
  );
