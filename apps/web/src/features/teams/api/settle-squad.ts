import type { OkMessage } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { scheduleKey } from './get-team-schedule';

/** Settles (locks) or reopens the squad of one date of a session. */
export const useSettleSquad = (teamId: string) =>
  useRefreshingMutation(
    scheduleKey(teamId),
    ({ sessionId, date, locked }: { sessionId: string; date: string; locked: boolean }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/squad`, { date, locked }),
  );
