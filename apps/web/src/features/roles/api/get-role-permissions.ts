import type { PermissionMatrixBody } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const rolePermissionsQueryKey = ['role-permissions'] as const;

export const rolePermissionsQueryOptions = queryOptions({
  queryKey: rolePermissionsQueryKey,
  queryFn: () => api.get<PermissionMatrixBody>('/api/role-permissions'),
});

export const useRolePermissions = () => useQuery(rolePermissionsQueryOptions);
