import type { MemberListQuery, MembersPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export type MemberFilters = Partial<Omit<MemberListQuery, 'pageSize'>>;

/** The filters as the list's address and the export's query string (blank ones left out). */
export const memberQueryString = (filters: MemberFilters) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const membersQueryOptions = (filters: MemberFilters) =>
  queryOptions({
    queryKey: [...queryRoots.members, filters],
    queryFn: () => api.get<MembersPage>(`/api/admin/members?${memberQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useMembers = (filters: MemberFilters) => useQuery(membersQueryOptions(filters));
