import type { ContributionType } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const useToggleType = () =>
  useRefreshingMutation('contributions', ({ id, isActive }: { id: string; isActive: boolean }) =>
    api.patch<ContributionType>(`/api/admin/contributions/types/${id}`, { isActive }),
  );
