import type { TeamSchedule } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const scheduleKey = (teamId: string) => [...teamsQueryKey, 'schedule', teamId] as const;

/** A team's sessions from today for four weeks. */
export const useTeamSchedule = (teamId: string) =>
  useQuery(
    queryOptions({
      queryKey: scheduleKey(teamId),
      queryFn: () => api.get<TeamSchedule>(`/api/teams/${encodeURIComponent(teamId)}/schedule`),
    }),
  );
