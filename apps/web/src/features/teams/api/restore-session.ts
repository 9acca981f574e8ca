import type { OkMessage } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { scheduleKey } from './get-team-schedule';

/** Brings back a date of a session that was called off, or the whole of it. */
export const useRestoreSession = (teamId: string) =>
  useRefreshingMutation(scheduleKey(teamId), ({ sessionId, date }: { sessionId: string; date?: string }) =>
    api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/restore`, date ? { date } : {}),
  );
