import type { OpenItemRow } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statementsKey } from './statements';

/** Every item waiting for money whose payer, reference or amount the search names (two characters at least). */
export const useOpenItems = (search: string) =>
  useQuery(
    queryOptions({
      queryKey: [...statementsKey, 'open-items', search],
      queryFn: () =>
        api.get<OpenItemRow[]>(`/api/admin/finance/statements/open-items?${new URLSearchParams({ search })}`),
      enabled: search.length >= 2,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
