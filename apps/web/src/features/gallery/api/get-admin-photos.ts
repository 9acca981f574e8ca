import type { PhotosPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { galleryQueryKey } from './get-albums';

export const adminPhotosQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...galleryQueryKey, 'photos', page],
    queryFn: () => api.get<PhotosPage>(`/api/admin/gallery/photos?page=${page}&pageSize=24`),
    placeholderData: keepPreviousData,
  });

export const useAdminPhotos = (page: number) => useQuery(adminPhotosQueryOptions(page));
