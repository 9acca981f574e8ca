import type { MeetingRequest } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useDecideRequest = () =>
  useRefreshingMutation('meetings', ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
    api.post<MeetingRequest>(`/api/admin/meetings/requests/${id}/${decision}`),
  );
