import type { Sponsor, SponsorInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sponsorsQueryKey } from './get-admin-sponsors';

export const saveSponsor = ({ id, input }: { id?: string; input: SponsorInput }) =>
  id ? api.put<Sponsor>(`/api/sponsors/${id}`, input) : api.post<Sponsor>('/api/sponsors', input);

export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsQueryKey }),
  });
}
