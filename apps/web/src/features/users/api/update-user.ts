import type { UserListItem, UserUpdateInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export const updateUser = ({ userId, input }: { userId: string; input: UserUpdateInput }) =>
  api.put<UserListItem>(`/api/users/${encodeURIComponent(userId)}`, input);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
