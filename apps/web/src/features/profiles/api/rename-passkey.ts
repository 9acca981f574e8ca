import type { Passkey } from '@club/shared';
import { api } from '../../../lib/api-client';
import { useFactorChange } from './factor-change';

export const useRenamePasskey = () =>
  useFactorChange(({ id, name }: { id: string; name: string }) =>
    api.patch<Passkey>(`/api/me/passkeys/${encodeURIComponent(id)}`, { name }),
  );
