import type { MemberOption } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useMemberSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.teams, 'members', search],
    queryFn: () => api.get<MemberOption[]>(`/api/admin/teams/members?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
