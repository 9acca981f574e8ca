import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDeleteMinutes = () =>
  useRefreshingMutation('meetings', (id: string) => api.delete<null>(`/api/admin/meetings/minutes/${id}`));
