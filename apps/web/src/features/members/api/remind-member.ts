import type { OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Staff remind a member by hand to renew. */
export const useRemindMember = () =>
  useMutation({
    mutationFn: (memberId: string) => api.post<OkMessage>(`/api/admin/members/${encodeURIComponent(memberId)}/remind`),
  });
