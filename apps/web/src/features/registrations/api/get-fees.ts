import type { Fee } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

export const feesQueryOptions = queryOptions({
  queryKey: [...registrationsQueryKey, 'fees'],
  queryFn: () => api.get<Fee[]>('/api/admin/registration-fees'),
});

export const useFees = () => useQuery(feesQueryOptions);
