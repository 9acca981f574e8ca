import type { RoleRecord } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const rolesQueryKey = queryRoots.roles;

export const rolesQueryOptions = queryOptions({
  queryKey: [...rolesQueryKey, 'all'],
  queryFn: () => api.get<RoleRecord[]>('/api/roles'),
});

export const useRoles = () => useQuery(rolesQueryOptions);
