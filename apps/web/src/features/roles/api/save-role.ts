import type { RoleInput, RoleRecord } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

export const saveRole = ({ id, input }: { id?: string; input: RoleInput }) =>
  id ? api.put<RoleRecord>(`/api/roles/${id}`, input) : api.post<RoleRecord>('/api/roles', input);

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
