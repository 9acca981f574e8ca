import { api } from '../../../lib/api-client';
import { useFactorChange } from './factor-change';

export type RecoveryCodes = { recoveryCodes: string[] };

export const useConfirmAuthenticator = () =>
  useFactorChange((code: string) => api.post<RecoveryCodes>('/api/me/second-factor/authenticator/confirm', { code }));
