import type { OkMessage, RenewalOffer, WaitingRenewal } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

const waitingKey = [...queryRoots.members, 'renewals-waiting'] as const;

/** The member renewed: the signed-in person's own membership, or (an id) a child of theirs. */
const forMember = (memberId: string | null) => (memberId ? `?member=${encodeURIComponent(memberId)}` : '');

export const useRenewalOffer = (memberId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.members, 'renewal', memberId ?? 'own'],
      queryFn: () => api.get<RenewalOffer>(`/api/me/renewal${forMember(memberId)}`),
      meta: { perVisitor: true },
      retry: false,
    }),
  );

/** A payment reference for the renewal transfer, issued when the page opens. */
export const issueRenewalReference = (memberId: string | null) =>
  api
    .post<{ paymentReference: string }>(`/api/me/renewal/reference${forMember(memberId)}`)
    .then((r) => r.paymentReference);

export function useSubmitRenewal(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<{ paymentReference: string }>(`/api/me/renewal${forMember(memberId)}`, form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}

/** Renewals waiting for staff who confirm them (others never ask). */
export const useWaitingRenewals = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingKey,
      queryFn: () => api.get<{ renewals: WaitingRenewal[] }>('/api/admin/members/renewals'),
      enabled,
    }),
  );

export function useDecideRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'confirm' | 'reject'; reason?: string }) =>
      api.post<OkMessage>(
        `/api/admin/members/renewals/${encodeURIComponent(id)}/${decision}`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
