import type { BackupStatus } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const RUNNING_REFRESH_MS = 2_000;
const IDLE_REFRESH_MS = 30_000;

/** The backups panel: refreshed every 2 s while a backup or drill runs, else every 30 s. */
export const useBackups = () =>
  useQuery({
    queryKey: [...queryRoots.backend, 'backups'],
    queryFn: () => api.get<BackupStatus>('/api/admin/backend/backups'),
    refetchInterval: (query) =>
      query.state.data?.recent.some((run) => run.status === 'running') ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
