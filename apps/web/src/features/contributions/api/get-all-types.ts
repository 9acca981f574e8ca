import type { ContributionType } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useAllTypes = () =>
  useQuery({
    queryKey: [...queryRoots.contributions, 'types', 'all'],
    queryFn: () => api.get<ContributionType[]>('/api/admin/contributions/types'),
  });
