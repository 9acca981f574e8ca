import type { Account, AccountInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveAccount = () =>
  useRefreshingMutation('finance', ({ id, input }: { id?: string; input: AccountInput }) =>
    id
      ? api.put<Account>(`/api/admin/finance/accounts/${id}`, input)
      : api.post<Account>('/api/admin/finance/accounts', input),
  );
