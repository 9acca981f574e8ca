import type { CONTRIBUTION_SORT_COLUMNS, StaffContributionsPage } from '@club/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { type PagedQuery, pageQueryString } from '../../../lib/use-paged-search';

export type ContributionSortColumn = (typeof CONTRIBUTION_SORT_COLUMNS)[number];

export const useStaffContributions = (query: PagedQuery<ContributionSortColumn> & { status: string }) =>
  useQuery({
    queryKey: [...queryRoots.contributions, 'staff', query],
    queryFn: () => {
      const params = new URLSearchParams(pageQueryString(query));
      if (query.status) params.set('status', query.status);
      return api.get<StaffContributionsPage>(`/api/admin/contributions?${params}`);
    },
    placeholderData: keepPreviousData,
  });
