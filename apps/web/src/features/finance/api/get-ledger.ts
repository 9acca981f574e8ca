import type {
  Account,
  FINANCIAL_RECORD_SORT_COLUMNS,
  FinanceReport,
  FinanceSummary,
  FinancialRecordsPage,
  JournalPage,
} from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PagedQuery, pageQueryString } from '../../../lib/use-paged-search';

export const financeQueryKey = ['finance'] as const;

export const summaryQueryOptions = queryOptions({
  queryKey: [...financeQueryKey, 'summary'],
  queryFn: () => api.get<FinanceSummary>('/api/admin/finance/summary'),
});
export const useFinanceSummary = () => useQuery(summaryQueryOptions);

export const journalQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...financeQueryKey, 'journal', query],
    queryFn: () => api.get<JournalPage>(`/api/admin/finance/journal?${pageQueryString(query)}`),
    placeholderData: keepPreviousData,
  });
export const useJournal = (query: { page: number; search: string }) => useQuery(journalQueryOptions(query));

export const accountsQueryOptions = queryOptions({
  queryKey: [...financeQueryKey, 'accounts'],
  queryFn: () => api.get<Account[]>('/api/admin/finance/accounts'),
});
export const useAccounts = () => useQuery(accountsQueryOptions);

/** `from`/`to` blank: the whole of the books up to today. */
export const reportQueryString = (range: { from: string; to: string }) =>
  new URLSearchParams(Object.entries(range).filter(([, value]) => value)).toString();

export const reportsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...financeQueryKey, 'reports', range],
    queryFn: () => api.get<FinanceReport>(`/api/admin/finance/reports?${reportQueryString(range)}`),
    placeholderData: keepPreviousData,
  });
export const useReports = (range: { from: string; to: string }) => useQuery(reportsQueryOptions(range));

export type RecordSortColumn = (typeof FINANCIAL_RECORD_SORT_COLUMNS)[number];

export const recordsQueryOptions = (params: PagedQuery<RecordSortColumn>) =>
  queryOptions({
    queryKey: [...financeQueryKey, 'records', params],
    queryFn: () => api.get<FinancialRecordsPage>(`/api/admin/finance/records?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });
export const useFinancialRecords = (params: PagedQuery<RecordSortColumn>) => useQuery(recordsQueryOptions(params));
