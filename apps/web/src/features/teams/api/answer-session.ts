import type { OkMessage, SessionAnswerInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myScheduleKey } from './get-my-schedule';

/** Answer available, unavailable or maybe for one date. */
export function useAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...input }: SessionAnswerInput & { sessionId: string }) =>
      api.put<OkMessage>(`/api/teams/sessions/${encodeURIComponent(sessionId)}/answer`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myScheduleKey }),
  });
}
