import type { Profile, ProfileUpdateInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';
import { profileQueryKey } from './get-profile';

export const updateProfile = (input: ProfileUpdateInput) => api.put<Profile>('/api/profile', input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
