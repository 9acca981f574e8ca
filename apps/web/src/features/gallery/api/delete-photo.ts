import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const deletePhoto = (id: string) => api.delete<null>(`/api/gallery/photos/${id}`);

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
