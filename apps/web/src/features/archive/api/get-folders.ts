import type { Folder } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const foldersQueryOptions = queryOptions({
  queryKey: [...queryRoots.archive, 'folders'],
  queryFn: () => api.get<Folder[]>('/api/archive/folders'),
});

export const useFolders = () => useQuery(foldersQueryOptions);
