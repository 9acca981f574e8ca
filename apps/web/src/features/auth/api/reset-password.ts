import type { OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.post<OkMessage>('/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
