import type { SignUpInput } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signUp = (input: SignUpInput) => api.post<{ ok: true; message: string }>('/api/auth/sign-up', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
