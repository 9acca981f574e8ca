import type { StaffContribution } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDecideContribution = () =>
  useRefreshingMutation(
    'contributions',
    ({ id, action, reason }: { id: string; action: 'confirm' | 'reject' | 'reverse'; reason?: string }) =>
      api.post<StaffContribution>(`/api/admin/contributions/${id}/${action}`, reason ? { reason } : {}),
  );
