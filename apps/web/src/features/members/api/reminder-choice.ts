import type { ReminderChoice } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The member turns their renewal reminders on or off. */
export function useReminderChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReminderChoice) => api.put<null>('/api/me/membership/reminders', choice),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
