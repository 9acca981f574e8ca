import type { FormTicket, RegistrationType } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const formNumberQueryOptions = (type: RegistrationType) =>
  queryOptions({
    queryKey: ['form-number', type],
    queryFn: () => api.get<FormTicket>(`/api/registrations/${type}/form-number`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });

export const useFormNumber = (type: RegistrationType) => useQuery(formNumberQueryOptions(type));
