import type { RegistrationsPage, RegistrationType } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageQueryString } from '../../../lib/use-paged-search';

export const registrationsQueryKey = ['registrations'] as const;

export const registrationsQueryOptions = (type: RegistrationType, params: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, type, params],
    queryFn: () => api.get<RegistrationsPage>(`/api/admin/registrations/${type}?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useRegistrations = (type: RegistrationType, params: { page: number; search: string }) =>
  useQuery(registrationsQueryOptions(type, params));
