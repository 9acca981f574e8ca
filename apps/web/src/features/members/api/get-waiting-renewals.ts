import type { WaitingRenewal } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const waitingKey = [...queryRoots.members, 'renewals-waiting'] as const;

/** Renewals waiting for staff who confirm them (others never ask). */
export const useWaitingRenewals = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingKey,
      queryFn: () => api.get<{ renewals: WaitingRenewal[] }>('/api/admin/members/renewals'),
      enabled,
    }),
  );
