import type { FinancialRecord } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useApproveRecord = () =>
  useRefreshingMutation('finance', (id: string) =>
    api.post<FinancialRecord>(`/api/admin/finance/records/${id}/approve`),
  );
