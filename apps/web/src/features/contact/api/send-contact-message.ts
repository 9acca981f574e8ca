import type { ContactInput, OkMessage } from '@club/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactInput) => api.post<OkMessage>('/api/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
