import type { OkMessage, ReminderChoice } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Staff remind a member by hand to renew. */
export const useRemindMember = () =>
  useMutation({
    mutationFn: (memberId: string) => api.post<OkMessage>(`/api/admin/members/${encodeURIComponent(memberId)}/remind`),
  });

/** The member turns their renewal reminders on or off. */
export function useReminderChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReminderChoice) => api.put<null>('/api/me/membership/reminders', choice),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
}
