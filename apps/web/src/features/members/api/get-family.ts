import type { Family } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const familyQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'family'],
    queryFn: () => api.get<Family>('/api/me/family'),
    meta: { perVisitor: true },
  });

/** The children the signed-in account is a guardian of. */
export const useFamily = () => useQuery(familyQueryOptions());
