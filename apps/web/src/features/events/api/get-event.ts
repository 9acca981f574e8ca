import type { ClubEvent } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.events, 'one', id],
    queryFn: () => api.get<ClubEvent>(`/api/events/${id}`),
    meta: { pageRecord: true },
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
