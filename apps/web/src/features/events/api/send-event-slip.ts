import type { EventPlaces } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/upload';
import { placesKey } from './event-places';

/** Sends the transfer slip for the fee of the viewer's place. */
export function useSendEventSlip(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<EventPlaces>(`/api/events/${encodeURIComponent(eventId)}/places/slip`, form, onProgress),
    onSuccess: (places) => queryClient.setQueryData(placesKey(eventId), places),
  });
}
