import type { PublicCommitteeMember } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const committeeQueryKey = ['committee'] as const;

export const publicCommitteeQueryOptions = queryOptions({
  queryKey: [...committeeQueryKey, 'public'],
  queryFn: () => api.get<PublicCommitteeMember[]>('/api/committee'),
});

export const usePublicCommittee = () => useQuery(publicCommitteeQueryOptions);
