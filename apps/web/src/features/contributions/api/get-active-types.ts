import type { ContributionType } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useActiveTypes = () =>
  useQuery({
    queryKey: [...queryRoots.contributions, 'types', 'active'],
    queryFn: () => api.get<ContributionType[]>('/api/contributions/types'),
  });
