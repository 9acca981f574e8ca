import type { TeamNotice } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsQueryKey } from './get-teams';

export const noticesKey = (teamId: string | null) => [...teamsQueryKey, 'notices', teamId ?? 'mine'] as const;

/** The notices of the teams the signed-in person, or a child of theirs, plays in (the last month). */
export const useMyNotices = () =>
  useQuery(
    queryOptions({
      queryKey: noticesKey(null),
      queryFn: () => api.get<TeamNotice[]>('/api/me/notices'),
      meta: { perVisitor: true },
    }),
  );
