import type { FinancialRecord, FinancialRecordInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useCreateRecord = () =>
  useRefreshingMutation('finance', (input: FinancialRecordInput) =>
    api.post<FinancialRecord>('/api/admin/finance/records', input),
  );
