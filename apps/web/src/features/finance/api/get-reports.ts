import type { FinanceReport } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** `from`/`to` blank: the whole of the books up to today. */
export const reportQueryString = (range: { from: string; to: string }) =>
  new URLSearchParams(Object.entries(range).filter(([, value]) => value)).toString();

export const reportsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...queryRoots.finance, 'reports', range],
    queryFn: () => api.get<FinanceReport>(`/api/admin/finance/reports?${reportQueryString(range)}`),
    placeholderData: keepPreviousData,
  });

export const useReports = (range: { from: string; to: string }) => useQuery(reportsQueryOptions(range));
