import type { OpeningBalances } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Each account's opening balance entered (refreshed with the finance screens after a save). */
export const useOpeningBalances = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.finance, 'opening-balances'],
      queryFn: () => api.get<OpeningBalances>('/api/admin/finance/opening-balances'),
    }),
  );
