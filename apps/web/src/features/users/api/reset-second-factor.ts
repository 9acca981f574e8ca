import type { OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Resets a person's lost second factor: it goes, their sessions end, they set it up again at their next sign-in. */
export const useResetSecondFactorOf = () =>
  useMutation({
    mutationFn: (userId: string) =>
      api.post<OkMessage>(`/api/admin/users/${encodeURIComponent(userId)}/second-factor/reset`),
  });
