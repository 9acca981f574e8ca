import { type AttendanceRegister, addDays, type SessionOccurrence } from '@club/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { todayInClubZone } from '../../../lib/format';
import { teamsQueryKey } from './get-teams';

export const attendanceUrl = (sessionId: string) =>
  `/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/attendance`;

export const registerKey = (occurrence: { sessionId: string; date: string } | null) =>
  [...teamsQueryKey, 'register', occurrence?.sessionId, occurrence?.date] as const;

const registerQuery = (occurrence: { sessionId: string; date: string } | null) =>
  queryOptions({
    queryKey: registerKey(occurrence),
    queryFn: () =>
      api.get<AttendanceRegister>(`${attendanceUrl(occurrence?.sessionId ?? '')}?date=${occurrence?.date}`),
    enabled: occurrence !== null,
  });

/** One date's register as the server has it (or, with no network, as the device kept it). */
export const useRegister = (occurrence: { sessionId: string; date: string } | null) =>
  useQuery(registerQuery(occurrence));

/** How many days ahead a coach's registers are kept on the device with the schedule, for the pitch. */
const REGISTER_DAYS_AHEAD = 7;

/**
 * Fetches the registers of the sessions from today to a week ahead while there is a network, so each opens at the
 * pitch without one (the app's worker keeps the answers).
 */
export function useKeepRegisters(occurrences: readonly SessionOccurrence[] | undefined, allowed: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!allowed || !occurrences || !navigator.onLine) return;
    const today = todayInClubZone();
    const last = addDays(today, REGISTER_DAYS_AHEAD);
    for (const occurrence of occurrences)
      if (!occurrence.cancelled && occurrence.date >= today && occurrence.date <= last)
        void queryClient.prefetchQuery(registerQuery(occurrence));
  }, [queryClient, occurrences, allowed]);
}
