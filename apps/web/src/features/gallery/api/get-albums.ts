import type { Album } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const galleryQueryKey = ['gallery'] as const;

export const albumsQueryOptions = queryOptions({
  queryKey: [...galleryQueryKey, 'albums'],
  queryFn: () => api.get<Album[]>('/api/albums'),
});

export const useAlbums = () => useQuery(albumsQueryOptions);
