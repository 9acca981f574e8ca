import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDeleteRequest = () =>
  useRefreshingMutation('meetings', (id: string) => api.delete<null>(`/api/admin/meetings/requests/${id}`));
