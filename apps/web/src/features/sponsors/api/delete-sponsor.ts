import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sponsorsQueryKey } from './get-admin-sponsors';

export const deleteSponsor = (id: string) => api.delete<null>(`/api/sponsors/${id}`);

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsQueryKey }),
  });
}
