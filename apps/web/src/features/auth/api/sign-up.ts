import type { OkMessage, SignUpInput } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signUp = (input: SignUpInput) => api.post<OkMessage>('/api/auth/sign-up', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
