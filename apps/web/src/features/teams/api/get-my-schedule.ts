import type { MySchedule } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const myScheduleKey = [...teamsQueryKey, 'my-schedule'] as const;

/** The signed-in player's sessions for the next four weeks, each with their answer. */
export const useMySchedule = () =>
  useQuery(
    queryOptions({
      queryKey: myScheduleKey,
      queryFn: () => api.get<MySchedule>('/api/me/schedule'),
      meta: { perVisitor: true },
    }),
  );
