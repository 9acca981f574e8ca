import type {
  AnswerLink,
  AttendanceRegister,
  AttendanceReport,
  MySchedule,
  NoticeSent,
  OkMessage,
  RemindResult,
  SessionAnswer,
  SessionAnswerInput,
  SessionAnswers,
  TeamNotice,
  TeamNoticeInput,
  TeamSchedule,
  TeamSessionInput,
} from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

const scheduleKey = (teamId: string) => [...teamsQueryKey, 'schedule', teamId] as const;

/** A team's sessions from today for four weeks. */
export const useTeamSchedule = (teamId: string) =>
  useQuery(
    queryOptions({
      queryKey: scheduleKey(teamId),
      queryFn: () => api.get<TeamSchedule>(`/api/teams/${encodeURIComponent(teamId)}/schedule`),
    }),
  );

/** Add a session, or call off one date of a session or the whole of it. */
export function useScheduleChange(teamId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKey(teamId) });
  const add = useMutation({
    mutationFn: (input: TeamSessionInput) =>
      api.post<OkMessage>(`/api/admin/teams/${encodeURIComponent(teamId)}/sessions`, input),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: ({ sessionId, date }: { sessionId: string; date?: string }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/cancel`, date ? { date } : {}),
    onSuccess: refresh,
  });
  const settle = useMutation({
    mutationFn: ({ sessionId, date, locked }: { sessionId: string; date: string; locked: boolean }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/squad`, { date, locked }),
    onSuccess: refresh,
  });
  const restore = useMutation({
    mutationFn: ({ sessionId, date }: { sessionId: string; date?: string }) =>
      api.post<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/restore`, date ? { date } : {}),
    onSuccess: refresh,
  });
  return { add, cancel, settle, restore };
}

const myScheduleKey = [...teamsQueryKey, 'my-schedule'] as const;

/** The signed-in player's sessions for the next four weeks, each with their answer. */
export const useMySchedule = () =>
  useQuery(
    queryOptions({
      queryKey: myScheduleKey,
      queryFn: () => api.get<MySchedule>('/api/me/schedule'),
      meta: { perVisitor: true },
    }),
  );

/** Answer available, unavailable or maybe for one date. */
export function useAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...input }: SessionAnswerInput & { sessionId: string }) =>
      api.put<OkMessage>(`/api/teams/sessions/${encodeURIComponent(sessionId)}/answer`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myScheduleKey }),
  });
}

const answersKey = (occurrence: { sessionId: string; date: string } | null) =>
  [...teamsQueryKey, 'answers', occurrence?.sessionId, occurrence?.date] as const;

/** For the coach: who answered for one date, and who did not. */
export const useSessionAnswers = (occurrence: { sessionId: string; date: string } | null) =>
  useQuery(
    queryOptions({
      queryKey: answersKey(occurrence),
      queryFn: () =>
        api.get<SessionAnswers>(
          `/api/admin/teams/sessions/${encodeURIComponent(occurrence?.sessionId ?? '')}/answers?date=${occurrence?.date}`,
        ),
      enabled: occurrence !== null,
    }),
  );

/** The coach answers for a player of the team. */
export function useCoachAnswer(occurrence: { sessionId: string; date: string } | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, answer }: { playerId: string; answer: SessionAnswer }) =>
      api.put<OkMessage>(`/api/admin/teams/sessions/${encodeURIComponent(occurrence?.sessionId ?? '')}/answers`, {
        date: occurrence?.date,
        playerId,
        answer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answersKey(occurrence) }),
  });
}

const linkKey = (token: string) => ['answer-link', token] as const;

/** What a reminder email's answer link is for. */
export const useAnswerLink = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: linkKey(token),
      queryFn: () => api.get<AnswerLink>(`/api/answer-links/${encodeURIComponent(token)}`),
      retry: false,
    }),
  );

/** Answer through a reminder email's link, signed in or not. */
export function useAnswerByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { answer: SessionAnswer; note?: string }) =>
      api.post<AnswerLink>(`/api/answer-links/${encodeURIComponent(token)}`, input),
    onSuccess: (link) => queryClient.setQueryData(linkKey(token), link),
  });
}

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

/** Remind, now, whoever answers for the players who have not answered for one date. */
export const useRemindNow = () =>
  useMutation({
    mutationFn: ({ sessionId, date }: { sessionId: string; date: string }) =>
      api.post<RemindResult>(`/api/admin/teams/sessions/${encodeURIComponent(sessionId)}/remind`, { date }),
  });

const noticesKey = (teamId: string | null) => [...teamsQueryKey, 'notices', teamId ?? 'mine'] as const;

/** The notices of the teams the signed-in person, or a child of theirs, plays in (the last month). */
export const useMyNotices = () =>
  useQuery(
    queryOptions({
      queryKey: noticesKey(null),
      queryFn: () => api.get<TeamNotice[]>('/api/me/notices'),
      meta: { perVisitor: true },
    }),
  );

/** A team's notices, and sending one (its coaches). */
export function useTeamNotices(teamId: string, allowed: boolean) {
  const queryClient = useQueryClient();
  const list = useQuery(
    queryOptions({
      queryKey: noticesKey(teamId),
      queryFn: () => api.get<TeamNotice[]>(`/api/admin/teams/${encodeURIComponent(teamId)}/notices`),
      enabled: allowed,
    }),
  );
  const send = useMutation({
    mutationFn: (input: TeamNoticeInput) =>
      api.post<NoticeSent>(`/api/admin/teams/${encodeURIComponent(teamId)}/notices`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey(teamId) }),
  });
  return { list, send };
}
