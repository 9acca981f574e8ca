import type { UsersPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageQueryString } from '../../../lib/use-paged-search';

export const usersQueryKey = ['users'] as const;

export const usersQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () => api.get<UsersPage>(`/api/users?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: { page: number; search: string }) => useQuery(usersQueryOptions(params));
