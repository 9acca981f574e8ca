import type { USER_SORT_COLUMNS, UsersPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { type PagedQuery, pageQueryString } from '../../../lib/use-paged-search';

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export const usersQueryKey = queryRoots.users;

export const usersQueryOptions = (params: PagedQuery<UserSortColumn>) =>
  queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () => api.get<UsersPage>(`/api/users?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: PagedQuery<UserSortColumn>) => useQuery(usersQueryOptions(params));
