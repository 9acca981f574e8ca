import type { EventPlaces, MyEventPlaces, OkMessage, WaitingEventFee } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

const placesKey = (eventId: string) => [...queryRoots.events, 'places', eventId] as const;

/** The event's places taken and waiting, and the viewer's own. */
export const useEventPlaces = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: placesKey(eventId),
      queryFn: () => api.get<EventPlaces>(`/api/events/${encodeURIComponent(eventId)}/places`),
      meta: { perVisitor: true },
    }),
  );

/** The events the signed-in person holds a place in or waits for (refreshed as places change). */
export const useMyEventPlaces = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.events, 'mine'],
      queryFn: () => api.get<MyEventPlaces>('/api/me/event-places'),
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

/** Sends the transfer slip for the fee of the viewer's place. */
export function useSendEventSlip(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<EventPlaces>(`/api/events/${encodeURIComponent(eventId)}/places/slip`, form, onProgress),
    onSuccess: (places) => queryClient.setQueryData(placesKey(eventId), places),
  });
}

const waitingFeesKey = [...queryRoots.events, 'fees-waiting'] as const;

/** Event fees whose slip was sent, for staff who approve events (others never ask). */
export const useWaitingEventFees = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: waitingFeesKey,
      queryFn: () => api.get<{ fees: WaitingEventFee[] }>('/api/admin/events/fees'),
      enabled,
    }),
  );

export function useDecideEventFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'confirm' | 'reject'; reason?: string }) =>
      api.post<OkMessage>(
        `/api/admin/events/fees/${encodeURIComponent(id)}/${decision}`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.events }),
  });
}
