import { api } from '../../../lib/api-client';
import type { RecoveryCodes } from './confirm-authenticator';
import { useFactorChange } from './factor-change';

export const useNewRecoveryCodes = () =>
  useFactorChange(() => api.post<RecoveryCodes>('/api/me/second-factor/recovery-codes'));
