import type { MeetingRequest, MeetingRequestInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useRequestMeeting = () =>
  useRefreshingMutation('meetings', (input: MeetingRequestInput) =>
    api.post<MeetingRequest>('/api/admin/meetings/requests', input),
  );
