import type { Account, PostingRolesInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSavePostingRoles = () =>
  useRefreshingMutation('finance', (roles: PostingRolesInput) =>
    api.put<Account[]>('/api/admin/finance/posting-roles', roles),
  );
