import type { OkMessage, SessionAnswer, SessionAnswers } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

const answersKey = (occurrence: { sessionId: string; date: string } | null) =>
  [...teamsQueryKey, 'answers', occurrence?.sessionId, occurrence?.date] as const;

/** For the coach: who answered for one date, and who did not. */
export const useSessionAnswers = (occurrence: { sessionId: string; date: string } | null) =>
  useQuery(
    queryOptions({
      queryKey: answersKey(occurrence),
      queryFn: () =>
        api.get<SessionAnswers>(
          `/api/admin/teams/sessions/${encodeURIComponent(occurrence?.sessionId ?? '')}/answers?date=${occurrence?.date}`,
        ),
      enabled: occurrence !== null,
    }),
  );

/** The coach answers for a player of the team. */
export function useCoachAnswer(occurrence: { sessionId: string; date: string } | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, answer }: { playerId: string; answer: SessionAnswer }) =>
      api.put<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(occurrence?.sessionId ?? '')}/answers`, {
        date: occurrence?.date,
        playerId,
        answer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answersKey(occurrence) }),
  });
}
