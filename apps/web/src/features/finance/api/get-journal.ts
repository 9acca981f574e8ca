import type { JournalPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { pageQueryString } from '../../../lib/use-paged-search';

export const journalQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...queryRoots.finance, 'journal', query],
    queryFn: () => api.get<JournalPage>(`/api/admin/finance/journal?${pageQueryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const useJournal = (query: { page: number; search: string }) => useQuery(journalQueryOptions(query));
