import type { MeetingPerson } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const usePeopleSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.meetings, 'people', search],
    queryFn: () => api.get<MeetingPerson[]>(`/api/admin/meetings/people?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
