import type { OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) => api.post<OkMessage>('/api/auth/forgot-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
