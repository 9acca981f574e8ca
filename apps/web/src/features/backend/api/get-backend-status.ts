import type { BackendStatus } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The live figures of the backend screen, refreshed every `refreshMs`. */
export const useBackendStatus = (refreshMs: number) =>
  useQuery({
    queryKey: [...queryRoots.backend, 'status'],
    queryFn: () => api.get<BackendStatus>('/api/admin/backend/status'),
    refetchInterval: refreshMs,
  });
