import type { MemberCard } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const myCardQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'my-card'],
    queryFn: () => api.get<MemberCard>('/api/me/card'),
    meta: { perVisitor: true },
    retry: false,
  });

export const useMyCard = () => useQuery(myCardQueryOptions());
