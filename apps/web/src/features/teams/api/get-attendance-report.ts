import type { AttendanceReport } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

/** A team's attendance over a period. */
export const useAttendanceReport = (teamId: string, period: { from: string; to: string }, allowed: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...teamsQueryKey, 'attendance', teamId, period.from, period.to],
      queryFn: () =>
        api.get<AttendanceReport>(
          `/api/admin/teams/${encodeURIComponent(teamId)}/attendance?from=${period.from}&to=${period.to}`,
        ),
      enabled: allowed && period.from <= period.to,
    }),
  );
