import type { GuardianInvitations } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const guardianInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.members, 'guardian-invitations'],
    queryFn: () => api.get<GuardianInvitations>('/api/me/guardian-invitations'),
    meta: { perVisitor: true },
  });

/** The children others invited the signed-in account to be a guardian of, not answered yet. */
export const useGuardianInvitations = () => useQuery(guardianInvitationsQueryOptions());
