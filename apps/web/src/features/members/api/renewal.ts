import type { RenewalOffer } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

/** The member renewed: the signed-in person's own membership, or (an id) a child of theirs. */
export const forMember = (memberId: string | null) => (memberId ? `?member=${encodeURIComponent(memberId)}` : '');

export const useRenewalOffer = (memberId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.members, 'renewal', memberId ?? 'own'],
      queryFn: () => api.get<RenewalOffer>(`/api/me/renewal${forMember(memberId)}`),
      meta: { perVisitor: true },
      retry: false,
    }),
  );

export function useSubmitRenewal(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<{ paymentReference: string }>(`/api/me/renewal${forMember(memberId)}`, form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
