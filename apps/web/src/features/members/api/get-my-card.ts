import type { MemberCard } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

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
