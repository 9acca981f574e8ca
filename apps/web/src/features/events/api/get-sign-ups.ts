import type { EventRegistrations } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Who has a place at the event and who waits (read once an event is chosen). */
export const useSignUps = (eventId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.events, 'sign-ups', eventId],
      queryFn: () =>
        api.get<EventRegistrations>(`/api/admin/events/${encodeURIComponent(eventId ?? '')}/registrations`),
      enabled: eventId !== null,
    }),
  );
