import type { FinanceSummary } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useSaveLock = () =>
  useRefreshingMutation('finance', (lockedThrough: string | null) =>
    api.put<FinanceSummary>('/api/admin/finance/lock', { lockedThrough }),
  );
