import type { NoticeSent, TeamNotice, TeamNoticeInput } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticesKey } from './get-my-team-notices';

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
