import type { MembershipRegistrationInput, Registration } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

export const updateMembershipRegistration = ({ id, input }: { id: string; input: MembershipRegistrationInput }) =>
  api.put<Registration>(`/api/admin/registrations/membership/${id}`, input);

export function useUpdateMembershipRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembershipRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
  });
}
