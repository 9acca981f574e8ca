import type { MySchedule, OkMessage, SessionAnswerInput } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

const myScheduleKey = [...teamsQueryKey, 'my-schedule'] as const;

/** The signed-in player's sessions for the next four weeks, each with their answer. */
export const useMySchedule = () =>
  useQuery(
    queryOptions({
      queryKey: myScheduleKey,
      queryFn: () => api.get<MySchedule>('/api/me/schedule'),
      meta: { perVisitor: true },
    }),
  );

/** Answer available, unavailable or maybe for one date. */
export function useAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...input }: SessionAnswerInput & { sessionId: string }) =>
      api.put<OkMessage>(`/api/teams/sessions/${encodeURIComponent(sessionId)}/answer`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myScheduleKey }),
  });
}
