import type { PublicCommitteeMember } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const committeeQueryKey = queryRoots.committee;

export const publicCommitteeQueryOptions = queryOptions({
  queryKey: [...committeeQueryKey, 'public'],
  queryFn: () => api.get<PublicCommitteeMember[]>('/api/committee'),
});

export const usePublicCommittee = () => useQuery(publicCommitteeQueryOptions);
