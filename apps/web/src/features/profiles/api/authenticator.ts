import type { AuthenticatorSetup, OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useFactorChange } from './factor-change';

export const useStartAuthenticator = () =>
  useMutation({
    mutationFn: (password: string) => api.post<AuthenticatorSetup>('/api/me/second-factor/authenticator', { password }),
  });

export const useTurnOffAuthenticator = () =>
  useFactorChange(() => api.delete<OkMessage>('/api/me/second-factor/authenticator'));
