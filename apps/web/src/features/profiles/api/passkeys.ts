import type { Passkey } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { makePasskey } from '../../../lib/passkeys';
import { queryRoots } from '../../../lib/query-keys';
import { useFactorChange } from './factor-change';

export const usePasskeys = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.profile, 'passkeys'],
      queryFn: () => api.get<{ passkeys: Passkey[] }>('/api/me/passkeys'),
      meta: { perVisitor: true },
    }),
  );

export const useAddPasskey = () =>
  useFactorChange(async (name: string) => api.post<Passkey>('/api/me/passkeys', { ...(await makePasskey()), name }));
