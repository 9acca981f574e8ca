import type { FinancialYear } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The financial years an AGM pack can be made for, newest first. */
export const useFinancialYears = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.finance, 'financial-years'],
      queryFn: () => api.get<FinancialYear[]>('/api/admin/finance/financial-years'),
    }),
  );

export const agmPackUrl = (season: number) => `/api/admin/finance/agm-pack.pdf?season=${season}`;
