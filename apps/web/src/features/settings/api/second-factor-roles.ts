import type { SecondFactorRoles } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

const rolesKey = [...settingsQueryKey, 'second-factor-roles'] as const;

/** The roles whose members must sign in with a second factor. */
export const useSecondFactorRoles = () =>
  useQuery(
    queryOptions({
      queryKey: rolesKey,
      queryFn: () => api.get<SecondFactorRoles>('/api/admin/settings/second-factor-roles'),
    }),
  );

export function useSaveSecondFactorRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleIds: string[]) =>
      api.put<SecondFactorRoles>('/api/admin/settings/second-factor-roles', { roleIds }),
    onSuccess: (saved) => queryClient.setQueryData(rolesKey, saved),
  });
}
