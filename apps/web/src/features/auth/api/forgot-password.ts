import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api.post<{ ok: true; message: string }>('/api/auth/forgot-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
