import type { ContributionType, ContributionTypeInput } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useCreateType = () =>
  useRefreshingMutation('contributions', (input: ContributionTypeInput) =>
    api.post<ContributionType>('/api/admin/contributions/types', input),
  );
