import type { ContactMessagesPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export type MessageFilter = 'all' | 'new' | 'handled';

export const messagesQueryKey = queryRoots.contact;

export const messagesQueryOptions = (params: { page: number; status: MessageFilter }) =>
  queryOptions({
    queryKey: [...messagesQueryKey, params],
    queryFn: () =>
      api.get<ContactMessagesPage>(`/api/admin/messages?page=${params.page}&pageSize=20&status=${params.status}`),
    placeholderData: keepPreviousData,
  });

export const useMessages = (params: { page: number; status: MessageFilter }) => useQuery(messagesQueryOptions(params));
