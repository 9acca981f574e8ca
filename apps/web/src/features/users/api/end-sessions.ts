import type { OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ends every session of a person: they are signed out on every device at once. */
export const useEndSessionsOf = () =>
  useMutation({
    mutationFn: (userId: string) => api.post<OkMessage>(`/api/admin/users/${encodeURIComponent(userId)}/sessions/end`),
  });
