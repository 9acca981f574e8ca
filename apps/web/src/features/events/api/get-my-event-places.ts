import type { MyEventPlaces } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The events the signed-in person holds a place in or waits for (refreshed as places change). */
export const useMyEventPlaces = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.events, 'mine'],
      queryFn: () => api.get<MyEventPlaces>('/api/me/event-places'),
      meta: { perVisitor: true },
    }),
  );
