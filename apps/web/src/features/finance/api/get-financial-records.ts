import type { FINANCIAL_RECORD_SORT_COLUMNS, FinancialRecordsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { type PagedQuery, pageQueryString } from '../../../lib/use-paged-search';

export type RecordSortColumn = (typeof FINANCIAL_RECORD_SORT_COLUMNS)[number];

export const recordsQueryOptions = (params: PagedQuery<RecordSortColumn>) =>
  queryOptions({
    queryKey: [...queryRoots.finance, 'records', params],
    queryFn: () => api.get<FinancialRecordsPage>(`/api/admin/finance/records?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useFinancialRecords = (params: PagedQuery<RecordSortColumn>) => useQuery(recordsQueryOptions(params));
