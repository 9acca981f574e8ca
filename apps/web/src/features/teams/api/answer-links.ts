import type { AnswerLink, SessionAnswer } from '@club/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const linkKey = (token: string) => ['answer-link', token] as const;

/** What a reminder email's answer link is for. */
export const useAnswerLink = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: linkKey(token),
      queryFn: () => api.get<AnswerLink>(`/api/answer-links/${encodeURIComponent(token)}`),
      retry: false,
    }),
  );

/** Answer through a reminder email's link, signed in or not. */
export function useAnswerByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { answer: SessionAnswer; note?: string }) =>
      api.post<AnswerLink>(`/api/answer-links/${encodeURIComponent(token)}`, input),
    onSuccess: (link) => queryClient.setQueryData(linkKey(token), link),
  });
}
