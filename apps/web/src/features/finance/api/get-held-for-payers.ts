import type { HeldForPayer } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statementsKey } from './statements';

/** What the club holds for payers from its statements (part payments, credits). */
export const useHeldForPayers = () =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, 'held'],
      queryFn: () => api.get<HeldForPayer[]>('/api/admin/finance/statements/held'),
    }),
  );
