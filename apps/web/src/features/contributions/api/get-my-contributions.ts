import type { MyContribution } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useMyContributions = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.contributions, 'mine'],
    queryFn: () => api.get<MyContribution[]>('/api/contributions/mine'),
    enabled,
  });
