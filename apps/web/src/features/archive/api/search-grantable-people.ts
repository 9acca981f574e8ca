import type { ArchivePerson } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useGrantablePeople = (folderId: string, search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.archive, 'people', folderId, search],
    queryFn: () =>
      api.get<ArchivePerson[]>(`/api/archive/folders/${folderId}/people?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
