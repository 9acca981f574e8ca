import type { Photo, PhotoUpdateInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const updatePhoto = ({ id, input }: { id: string; input: PhotoUpdateInput }) =>
  api.put<Photo>(`/api/gallery/photos/${id}`, input);

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
