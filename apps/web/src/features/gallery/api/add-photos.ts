import type { Photo, PhotoUploadInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const addPhotos = (input: PhotoUploadInput) => api.post<Photo[]>('/api/gallery/photos', input);

export function useAddPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
