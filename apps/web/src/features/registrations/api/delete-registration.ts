import type { RegistrationType } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

export const deleteRegistration = ({ type, id }: { type: RegistrationType; id: string }) =>
  api.delete<null>(`/api/admin/registrations/${type}/${id}`);

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
  });
}
