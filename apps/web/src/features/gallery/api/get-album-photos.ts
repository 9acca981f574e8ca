import type { AlbumPhotosPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const albumPhotosQueryOptions = (albumId: string, page: number) =>
  queryOptions({
    queryKey: [...galleryQueryKey, 'albums', albumId, page],
    queryFn: () => api.get<AlbumPhotosPage>(`/api/albums/${albumId}/photos?page=${page}&pageSize=48`),
    placeholderData: keepPreviousData,
    meta: { pageRecord: true },
  });

export const useAlbumPhotos = (albumId: string, page: number) => useQuery(albumPhotosQueryOptions(albumId, page));
