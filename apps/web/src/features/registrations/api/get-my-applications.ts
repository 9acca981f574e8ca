import type { MyApplications } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The forms the signed-in account sent that the club has not decided yet (refreshed when they or their fees change). */
export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.registrations, 'mine'],
    queryFn: () => api.get<MyApplications>('/api/me/applications'),
    meta: { perVisitor: true },
  });

export const useMyApplications = () => useQuery(myApplicationsQueryOptions());
