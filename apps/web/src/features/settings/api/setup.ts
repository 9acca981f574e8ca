import type { ConfirmedSetupStep, SetupChecklist } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

const setupKey = [...settingsQueryKey, 'setup'] as const;

/** The first-start checklist (asked only of who may change the club's settings). */
export const useSetupChecklist = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: setupKey,
      queryFn: () => api.get<SetupChecklist>('/api/admin/setup'),
      enabled,
    }),
  );

/** Ticks a step the portal cannot see by itself, or sends the test mail that ticks the mail step. */
export function useSetupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ConfirmedSetupStep | 'testMail') =>
      api.post<SetupChecklist>(
        action === 'testMail' ? '/api/admin/setup/test-mail' : `/api/admin/setup/${action}/confirm`,
        {},
      ),
    onSuccess: (checklist) => queryClient.setQueryData(setupKey, checklist),
  });
}
