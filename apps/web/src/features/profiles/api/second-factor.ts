import type { AuthenticatorSetup, OkMessage, Passkey, SecondFactorStatus } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';
import { makePasskey } from '../../../lib/passkeys';
import { queryRoots } from '../../../lib/query-keys';

const statusKey = [...queryRoots.profile, 'second-factor'] as const;
type RecoveryCodes = { recoveryCodes: string[] };

/** The person's authenticator app (since when), recovery codes left, and whether their role requires it. */
export const useSecondFactorStatus = () =>
  useQuery(
    queryOptions({
      queryKey: statusKey,
      queryFn: () => api.get<SecondFactorStatus>('/api/me/second-factor'),
      meta: { perVisitor: true },
    }),
  );

/**
 * A change of factor: the profile's lists (the factors, the passkeys, the sessions: others ended) and the
 * account (a held role opens) are asked again.
 */
function useFactorChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.profile }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export const useStartAuthenticator = () =>
  useMutation({
    mutationFn: (password: string) => api.post<AuthenticatorSetup>('/api/me/second-factor/authenticator', { password }),
  });

export const useConfirmAuthenticator = () =>
  useFactorChange((code: string) => api.post<RecoveryCodes>('/api/me/second-factor/authenticator/confirm', { code }));

export const useTurnOffAuthenticator = () =>
  useFactorChange(() => api.delete<OkMessage>('/api/me/second-factor/authenticator'));

export const useNewRecoveryCodes = () =>
  useFactorChange(() => api.post<RecoveryCodes>('/api/me/second-factor/recovery-codes'));

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

export const useRenamePasskey = () =>
  useFactorChange(({ id, name }: { id: string; name: string }) =>
    api.patch<Passkey>(`/api/me/passkeys/${encodeURIComponent(id)}`, { name }),
  );

export const useRemovePasskey = () =>
  useFactorChange((id: string) => api.delete<OkMessage>(`/api/me/passkeys/${encodeURIComponent(id)}`));
