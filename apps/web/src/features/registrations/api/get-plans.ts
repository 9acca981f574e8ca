import type { MembershipPrices } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** What each membership plan costs a season and the academy's fee: the club's fee structures, the same for everyone. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.registrations, 'plans'],
    queryFn: () => api.get<MembershipPrices>('/api/registrations/plans'),
  });

export const usePlans = () => useQuery(plansQueryOptions());
