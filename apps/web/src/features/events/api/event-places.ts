import type { EventPlaces } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const placesKey = (eventId: string) => [...queryRoots.events, 'places', eventId] as const;

/** The event's places taken and waiting, and the viewer's own. */
export const useEventPlaces = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: placesKey(eventId),
      queryFn: () => api.get<EventPlaces>(`/api/events/${encodeURIComponent(eventId)}/places`),
      meta: { perVisitor: true },
    }),
  );

/** Sign up (a place, or the waiting list), or give the place up. */
export function usePlaceChange(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'join' | 'leave') => {
      const url = `/api/events/${encodeURIComponent(eventId)}/places`;
      return change === 'join' ? api.post<EventPlaces>(url) : api.delete<EventPlaces>(url);
    },
    onSuccess: (places) => queryClient.setQueryData(placesKey(eventId), places),
  });
}
