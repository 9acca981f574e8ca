import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signOut = () => api.post<{ ok: true }>('/api/auth/sign-out');

export const useSignOut = () => useMutation({ mutationFn: signOut });
