import type { ClubSettings, ClubSettingsInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

export const saveSettings = (input: ClubSettingsInput) => api.put<ClubSettings>('/api/admin/settings', input);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
