import type { WaitingEventFee } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const waitingFeesKey = [...queryRoots.events, 'fees-waiting'] as const;

/** Event fees whose slip was sent, for staff who approve events (others never ask). */
export const useWaitingEventFees = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingFeesKey,
      queryFn: () => api.get<{ fees: WaitingEventFee[] }>('/api/admin/events/fees'),
      enabled,
    }),
  );
