import type { MyMembership } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const myMembershipQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'mine'],
    queryFn: () => api.get<MyMembership>('/api/me/membership'),
    meta: { perVisitor: true },
  });

export const useMyMembership = () => useQuery(myMembershipQueryOptions());
