import type { StatementFormat } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const useStatementFormats = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.finance, 'statement-formats'],
      queryFn: () => api.get<StatementFormat[]>('/api/admin/finance/statement-formats'),
    }),
  );
