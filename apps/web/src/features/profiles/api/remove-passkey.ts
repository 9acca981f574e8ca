import type { OkMessage } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useFactorChange } from './factor-change';

export const useRemovePasskey = () =>
  useFactorChange((id: string) => api.delete<OkMessage>(`/api/me/passkeys/${encodeURIComponent(id)}`));
