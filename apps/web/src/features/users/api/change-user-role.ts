import type { UserListItem } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';
import { usersQueryKey } from './get-users';

export const changeUserRole = ({ userId, roleId }: { userId: string; roleId: string }) =>
  api.put<UserListItem>(`/api/users/${encodeURIComponent(userId)}/role`, { roleId });

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
