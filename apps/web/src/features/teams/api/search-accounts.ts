import type { AccountOption } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const accountSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryRoots.teams, 'accounts', search],
    queryFn: () => api.get<AccountOption[]>(`/api/admin/teams/accounts?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
  });

export const useAccountSearch = (search: string, enabled: boolean) =>
  useQuery({ ...accountSearchQueryOptions(search), enabled });
