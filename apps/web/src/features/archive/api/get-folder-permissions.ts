import type { FolderPermission } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useFolderPermissions = (folderId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.archive, 'permissions', folderId],
    queryFn: () => api.get<FolderPermission[]>(`/api/archive/folders/${folderId}/permissions`),
    enabled: folderId !== null && enabled,
  });
