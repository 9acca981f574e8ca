import type { ClosureRequest } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

const closureRequestsKey = [...usersQueryKey, 'closure-requests'] as const;

/** Requests to close an account, for staff who may delete accounts (others never ask). */
export const useClosureRequests = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: closureRequestsKey,
      queryFn: () => api.get<{ requests: ClosureRequest[] }>('/api/admin/closure-requests'),
      enabled,
    }),
  );
