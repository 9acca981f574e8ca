import type { BackupRun } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Restore drill now: the newest archive is restored into a scratch database and checked. */
export const useStartDrill = () =>
  useRefreshingMutation('backend', () => api.post<BackupRun>('/api/admin/backend/backups/drill'));
