import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDeleteDocument = () =>
  useRefreshingMutation('archive', (id: string) => api.delete<null>(`/api/archive/documents/${id}`));
