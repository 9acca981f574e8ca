import type { StaffContribution } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useRecordCash = () =>
  useRefreshingMutation('contributions', (input: Record<string, unknown>) =>
    api.post<StaffContribution>('/api/admin/contributions/cash', input),
  );
