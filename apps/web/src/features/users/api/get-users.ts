import type { UserListItem, UserStats } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UsersPage {
  items: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
  stats: UserStats;
}

export const usersQueryKey = ['users'] as const;

export const usersQueryOptions = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () =>
      api.get<UsersPage>(
        `/api/users?${new URLSearchParams({ page: String(params.page), pageSize: '20', search: params.search })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: { page: number; search: string }) => useQuery(usersQueryOptions(params));
