import type { OkMessage, TeamSessionInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { scheduleKey } from './get-team-schedule';

/** Adds a session to the team's schedule. */
export const useAddSession = (teamId: string) =>
  useRefreshingMutation(scheduleKey(teamId), (input: TeamSessionInput) =>
    api.post<OkMessage>(`/api/admin/teams/${encodeURIComponent(teamId)}/sessions`, input),
  );
