import type { AuthenticatorSetup, OkMessage, SecondFactorStatus } from '@club/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useFactorChange } from './factor-change';

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
