import type { Discussion, DiscussionInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveDiscussion = () =>
  useRefreshingMutation(
    'meetings',
    ({ minutesId, discussionId, input }: { minutesId: string; discussionId?: string; input: DiscussionInput }) =>
      discussionId
        ? api.put<Discussion>(`/api/admin/meetings/minutes/${minutesId}/discussions/${discussionId}`, input)
        : api.post<Discussion>(`/api/admin/meetings/minutes/${minutesId}/discussions`, input),
  );
