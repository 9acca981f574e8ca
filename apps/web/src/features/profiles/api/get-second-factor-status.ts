import type { SecondFactorStatus } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const statusKey = [...queryRoots.profile, 'second-factor'] as const;

/** The person's authenticator app (since when), recovery codes left, and whether their role requires it. */
export const useSecondFactorStatus = () =>
  useQuery(
    queryOptions({
      queryKey: statusKey,
      queryFn: () => api.get<SecondFactorStatus>('/api/me/second-factor'),
      meta: { perVisitor: true },
    }),
  );
