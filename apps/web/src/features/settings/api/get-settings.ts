import type { ClubSettings } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const settingsQueryKey = queryRoots.settings;

export const adminSettingsQueryOptions = queryOptions({
  queryKey: [...settingsQueryKey, 'admin'],
  queryFn: () => api.get<ClubSettings>('/api/admin/settings'),
});

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions);
