import type { FolderPermission, FolderPermissionInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useGrantAccess = () =>
  useRefreshingMutation('archive', ({ folderId, input }: { folderId: string; input: FolderPermissionInput }) =>
    api.put<FolderPermission[]>(`/api/archive/folders/${folderId}/permissions`, input),
  );
