import type { Minutes } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useApproveMinutes = () =>
  useRefreshingMutation('meetings', (id: string) => api.post<Minutes>(`/api/admin/meetings/minutes/${id}/approve`));
