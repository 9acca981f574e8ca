import type { MemberCard } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

/** The signed-in member's card, or (an id) the card of a child of theirs. */
export const myCardQueryOptions = (memberId: string | null = null) =>
  queryOptions({
    queryKey: [...queryRoots.members, 'my-card', memberId ?? 'own'],
    queryFn: () =>
      api.get<MemberCard>(memberId ? `/api/me/card?member=${encodeURIComponent(memberId)}` : '/api/me/card'),
    meta: { perVisitor: true },
    retry: false,
  });

export const useMyCard = (memberId: string | null = null) => useQuery(myCardQueryOptions(memberId));

const photoUrl = (memberId: string | null) =>
  memberId ? `/api/me/card/photo?member=${encodeURIComponent(memberId)}` : '/api/me/card/photo';

/** Puts a photo on the card (a file), or takes it off (null). */
export function useCardPhoto(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File | null) => {
      if (!photo) return api.delete<null>(photoUrl(memberId));
      const form = new FormData();
      form.append('photo', photo);
      return postForm<null>(photoUrl(memberId), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCardQueryOptions(memberId).queryKey }),
  });
}
