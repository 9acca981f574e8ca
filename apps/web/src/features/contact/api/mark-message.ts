import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from './get-messages';

export const markMessage = ({ id, handled }: { id: string; handled: boolean }) =>
  api.put<null>(`/api/admin/messages/${id}`, { handled });

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
