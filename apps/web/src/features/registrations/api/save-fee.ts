import type { Fee, FeeInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

/** Create or update a fee structure (two endpoints, one form). */
export const saveFee = ({ id, input }: { id?: string; input: FeeInput }) =>
  id ? api.put<Fee>(`/api/admin/registration-fees/${id}`, input) : api.post<Fee>('/api/admin/registration-fees', input);

export function useSaveFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
  });
}
