import type { Album } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const galleryQueryKey = queryRoots.gallery;

export const albumsQueryOptions = queryOptions({
  queryKey: [...galleryQueryKey, 'albums'],
  queryFn: () => api.get<Album[]>('/api/albums'),
});

export const useAlbums = () => useQuery(albumsQueryOptions);
