import type { BackupRun } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Back up now: the run starts at once and shows as running until its archive is written. */
export const useStartBackup = () =>
  useRefreshingMutation('backend', () => api.post<BackupRun>('/api/admin/backend/backups'));
