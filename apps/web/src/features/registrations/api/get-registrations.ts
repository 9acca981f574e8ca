import type { Registration, RegistrationStats, RegistrationType } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const registrationsQueryKey = ['registrations'] as const;

export interface RegistrationsPage {
  items: Registration[];
  total: number;
  page: number;
  pageSize: number;
  stats: RegistrationStats;
  defaultAmount: string;
}

export const registrationsQueryOptions = (type: RegistrationType, params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, type, params],
    queryFn: () =>
      api.get<RegistrationsPage>(
        `/api/admin/registrations/${type}?${new URLSearchParams({ page: String(params.page), pageSize: '20', search: params.search })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useRegistrations = (type: RegistrationType, params: { page: number; search: string }) =>
  useQuery(registrationsQueryOptions(type, params));
