import type { ArchiveDocumentsPage } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useDocumentSearch = (search: string, page: number) =>
  useQuery({
    queryKey: [...queryRoots.archive, 'search', search, page],
    queryFn: () =>
      api.get<ArchiveDocumentsPage>(
        `/api/archive/documents?${new URLSearchParams({ search, page: String(page), pageSize: '20' })}`,
      ),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
