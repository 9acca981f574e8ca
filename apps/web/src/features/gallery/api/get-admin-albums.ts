import type { AlbumsPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageQueryString } from '../../../lib/use-paged-search';
import { galleryQueryKey } from './get-albums';

export const adminAlbumsQueryOptions = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...galleryQueryKey, 'admin-albums', query],
    queryFn: () => api.get<AlbumsPage>(`/api/admin/gallery/albums?${pageQueryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const useAdminAlbums = (query: { page: number; search: string }, enabled = true) =>
  useQuery({ ...adminAlbumsQueryOptions(query), enabled });
