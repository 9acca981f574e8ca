import type { Sponsor } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sponsorsQueryKey = ['sponsors'] as const;

export interface AdminSponsors {
  items: Sponsor[];
  stats: { total: number; active: number; totalValue: string; thisYear: number };
}

export const adminSponsorsQueryOptions = queryOptions({
  queryKey: [...sponsorsQueryKey, 'admin'],
  queryFn: () => api.get<AdminSponsors>('/api/admin/sponsors'),
});

export const useAdminSponsors = () => useQuery(adminSponsorsQueryOptions);
