import type { OkMessage, TeamSessionInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleKey } from './get-team-schedule';

/** Add or change a session, or call off one date of a session or the whole of it. */
export function useScheduleChange(teamId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKey(teamId) });
  const add = useMutation({
    mutationFn: (input: TeamSessionInput) =>
      api.post<OkMessage>(`/api/admin/teams/${encodeURIComponent(teamId)}/sessions`, input),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: ({ sessionId, date }: { sessionId: string; date?: string }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/cancel`, date ? { date } : {}),
    onSuccess: refresh,
  });
  const settle = useMutation({
    mutationFn: ({ sessionId, date, locked }: { sessionId: string; date: string; locked: boolean }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/squad`, { date, locked }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ sessionId, input }: { sessionId: string; input: TeamSessionInput }) =>
      api.put<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}`, input),
    onSuccess: refresh,
  });
  const restore = useMutation({
    mutationFn: ({ sessionId, date }: { sessionId: string; date?: string }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/restore`, date ? { date } : {}),
    onSuccess: refresh,
  });
  return { add, update, cancel, settle, restore };
}
