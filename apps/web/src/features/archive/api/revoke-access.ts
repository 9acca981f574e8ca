import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useRevokeAccess = () =>
  useRefreshingMutation('archive', ({ folderId, userId }: { folderId: string; userId: string }) =>
    api.delete<null>(`/api/archive/folders/${folderId}/permissions/${encodeURIComponent(userId)}`),
  );
