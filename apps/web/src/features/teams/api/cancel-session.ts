import type { OkMessage } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { scheduleKey } from './get-team-schedule';

/** Calls off one date of a session, or the whole of it. */
export const useCancelSession = (teamId: string) =>
  useRefreshingMutation(scheduleKey(teamId), ({ sessionId, date }: { sessionId: string; date?: string }) =>
    api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/cancel`, date ? { date } : {}),
  );
