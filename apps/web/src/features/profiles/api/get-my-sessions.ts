import type { ActiveSession } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const sessionsKey = [...queryRoots.profile, 'sessions'] as const;

/** The browsers signed in to the account, this one marked. */
export const useMySessions = () =>
  useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: () => api.get<{ sessions: ActiveSession[] }>('/api/me/sessions'),
      meta: { perVisitor: true },
    }),
  );
