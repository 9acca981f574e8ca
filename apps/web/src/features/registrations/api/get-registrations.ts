import type { REGISTRATION_SORT_COLUMNS, RegistrationsPage, RegistrationType } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { type PagedQuery, pageQueryString } from '../../../lib/use-paged-search';

export type RegistrationSortColumn = (typeof REGISTRATION_SORT_COLUMNS)[number];

export const registrationsQueryKey = queryRoots.registrations;

export const registrationsQueryOptions = (type: RegistrationType, params: PagedQuery<RegistrationSortColumn>) =>
  queryOptions({
    queryKey: [...registrationsQueryKey, type, params],
    queryFn: () => api.get<RegistrationsPage>(`/api/admin/registrations/${type}?${pageQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const useRegistrations = (type: RegistrationType, params: PagedQuery<RegistrationSortColumn>) =>
  useQuery(registrationsQueryOptions(type, params));
