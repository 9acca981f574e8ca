import type { PermissionMatrixBody } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const rolePermissionsQueryKey = queryRoots.rolePermissions;

export const rolePermissionsQueryOptions = queryOptions({
  queryKey: rolePermissionsQueryKey,
  queryFn: () => api.get<PermissionMatrixBody>('/api/role-permissions'),
});

export const useRolePermissions = () => useQuery(rolePermissionsQueryOptions);
