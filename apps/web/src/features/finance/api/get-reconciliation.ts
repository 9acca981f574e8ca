import type { Reconciliation } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statementsKey } from './statements';

/** The reconciliation of a bank account with its statement at the end of a day. */
export const useReconciliation = (query: { accountId: string; on: string }) =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, 'reconciliation', query],
      queryFn: () =>
        api.get<Reconciliation>(
          `/api/admin/finance/reconciliation?${new URLSearchParams({
            on: query.on,
            ...(query.accountId ? { accountId: query.accountId } : {}),
          })}`,
        ),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
