import type { Album, AlbumInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const saveAlbum = ({ id, input }: { id?: string; input: AlbumInput }) =>
  id ? api.put<Album>(`/api/albums/${id}`, input) : api.post<Album>('/api/albums', input);

export function useSaveAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlbum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
