import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const deleteAlbum = (id: string) => api.delete<null>(`/api/albums/${id}`);

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
