import type { OkMessage, TeamSessionInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { scheduleKey } from './get-team-schedule';

/** Changes a session of the team's schedule. */
export const useUpdateSession = (teamId: string) =>
  useRefreshingMutation(scheduleKey(teamId), ({ sessionId, input }: { sessionId: string; input: TeamSessionInput }) =>
    api.put<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}`, input),
  );
