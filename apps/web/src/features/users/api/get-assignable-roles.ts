import type { RoleRecord } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Active roles, system first then by display name: what a user can be given. Refreshed with ['roles']. */
export const assignableRolesQueryOptions = queryOptions({
  queryKey: [...queryRoots.roles, 'assignable'],
  queryFn: () => api.get<RoleRecord[]>('/api/roles/assignable'),
});

export const useAssignableRoles = () => useQuery(assignableRolesQueryOptions);
