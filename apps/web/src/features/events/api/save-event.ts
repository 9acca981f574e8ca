import type { ClubEvent, EventInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventsQueryKey } from './get-admin-events';

export const saveEvent = ({ id, input }: { id?: string; input: EventInput }) =>
  id ? api.put<ClubEvent>(`/api/events/${id}`, input) : api.post<ClubEvent>('/api/events', input);

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
