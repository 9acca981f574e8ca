import type { PermissionMatrix, PermissionMatrixBody } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';
import { rolePermissionsQueryKey } from './get-role-permissions';

export const saveRolePermissions = (matrix: PermissionMatrix) =>
  api.put<PermissionMatrixBody>('/api/role-permissions', { matrix });

export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    onSuccess: (saved) => {
      queryClient.setQueryData(rolePermissionsQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
