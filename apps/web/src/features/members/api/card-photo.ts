import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postForm } from '../../../lib/upload';
import { myCardQueryOptions } from './get-my-card';

const photoUrl = (memberId: string | null) =>
  memberId ? `/api/me/card/photo?member=${encodeURIComponent(memberId)}` : '/api/me/card/photo';

/** Puts a photo on the card (a file), or takes it off (null). */
export function useCardPhoto(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File | null) => {
      if (!photo) return api.delete<null>(photoUrl(memberId));
      const form = new FormData();
      form.append('photo', photo);
      return postForm<null>(photoUrl(memberId), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCardQueryOptions(memberId).queryKey }),
  });
}
