import type { AttendanceRegister, AttendanceReport } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const attendanceUrl = (sessionId: string) =>
  `/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/attendance`;
export const registerKey = (occurrence: { sessionId: string; date: string } | null) =>
  [...teamsQueryKey, 'register', occurrence?.sessionId, occurrence?.date] as const;

/** One date's register as the server has it. */
export const useRegister = (occurrence: { sessionId: string; date: string } | null) =>
  useQuery(
    queryOptions({
      queryKey: registerKey(occurrence),
      queryFn: () =>
        api.get<AttendanceRegister>(`${attendanceUrl(occurrence?.sessionId ?? '')}?date=${occurrence?.date}`),
      enabled: occurrence !== null,
    }),
  );

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
