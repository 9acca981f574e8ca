import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDeleteRecord = () =>
  useRefreshingMutation('finance', (id: string) => api.delete<null>(`/api/admin/finance/records/${id}`));
