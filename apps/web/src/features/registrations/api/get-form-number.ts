import type { FormTicket, RegistrationType } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * The next form number and this visitor's submission key: asked by each visitor (never part of a page the
 * server renders for everyone), and again whenever the form is shown.
 */
export const formNumberQueryOptions = (type: RegistrationType) =>
  queryOptions({
    queryKey: [...queryRoots.formNumber, type],
    meta: { perVisitor: true },
    queryFn: () => api.get<FormTicket>(`/api/registrations/${type}/form-number`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });

export const useFormNumber = (type: RegistrationType) => useQuery(formNumberQueryOptions(type));
