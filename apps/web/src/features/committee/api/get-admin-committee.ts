import type { CommitteeMember } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { committeeQueryKey } from './get-committee';

export const adminCommitteeQueryOptions = queryOptions({
  queryKey: [...committeeQueryKey, 'admin'],
  queryFn: () => api.get<CommitteeMember[]>('/api/admin/committee'),
});

export const useAdminCommittee = () => useQuery(adminCommitteeQueryOptions);
