import type { RemindResult } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Remind, now, whoever answers for the players who have not answered for one date. */
export const useRemindNow = () =>
  useMutation({
    mutationFn: ({ sessionId, date }: { sessionId: string; date: string }) =>
      api.post<RemindResult>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/remind`, { date }),
  });
