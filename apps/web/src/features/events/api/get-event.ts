import type { ClubEvent } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'one', id],
    queryFn: () => api.get<ClubEvent>(`/api/events/${id}`),
    meta: { pageRecord: true },
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
