import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

export const deleteFee = (id: string) => api.delete<null>(`/api/admin/registration-fees/${id}`);

export function useDeleteFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
  });
}
