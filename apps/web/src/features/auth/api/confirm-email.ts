import type { OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const confirmEmail = (token: string) => api.post<OkMessage>('/api/auth/confirm-email', { token });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
