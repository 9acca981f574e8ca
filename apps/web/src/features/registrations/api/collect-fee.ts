import type { CollectFeeInput, FeeCollected, RegistrationType } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

export const collectFee = ({ type, id, input }: { type: RegistrationType; id: string; input: CollectFeeInput }) =>
  api.post<FeeCollected>(`/api/admin/registrations/${type}/${id}/payment`, input);

export function useCollectFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
  });
}
