import type {
  Discussion,
  DiscussionInput,
  MeetingPerson,
  MeetingRequest,
  MeetingRequestInput,
  MeetingRequestsPage,
  Minutes,
  MinutesInput,
  MinutesPage,
} from '@club/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const meetingsQueryKey = ['meetings'] as const;
const PAGE_SIZE = 10;

export type RequestView = 'mine' | 'pending';

export const requestsQueryOptions = (view: RequestView, page: number) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'requests', view, page],
    queryFn: () =>
      api.get<MeetingRequestsPage>(`/api/admin/meetings/requests?view=${view}&page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
export const useMeetingRequests = (view: RequestView, page: number, enabled = true) =>
  useQuery({ ...requestsQueryOptions(view, page), enabled });

export const minutesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...meetingsQueryKey, 'minutes', page],
    queryFn: () => api.get<MinutesPage>(`/api/admin/meetings/minutes?page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
export const useMinutesList = (page: number) => useQuery(minutesQueryOptions(page));

export const usePeopleSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...meetingsQueryKey, 'people', search],
    queryFn: () => api.get<MeetingPerson[]>(`/api/admin/meetings/people?search=${encodeURIComponent(search)}`),
    placeholderData: keepPreviousData,
    enabled,
  });

export const minutesPdfUrl = (id: string) => `/api/admin/meetings/minutes/${encodeURIComponent(id)}/pdf`;

export interface PreviousMeeting {
  minutesId: string;
  title: string;
  discussions: Discussion[];
}

export const loadPreviousMeeting = (number: string, exceptId: string) =>
  api.get<PreviousMeeting>(
    `/api/admin/meetings/minutes/previous?${new URLSearchParams({ number, except: exceptId }).toString()}`,
  );

/** Every meetings change refreshes the tabs (requests and minutes move together on approval). */
function useMeetingsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsQueryKey }),
  });
}

export const useRequestMeeting = () =>
  useMeetingsMutation((input: MeetingRequestInput) => api.post<MeetingRequest>('/api/admin/meetings/requests', input));

export const useDecideRequest = () =>
  useMeetingsMutation(({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
    api.post<MeetingRequest>(`/api/admin/meetings/requests/${id}/${decision}`),
  );

export const useDeleteRequest = () =>
  useMeetingsMutation((id: string) => api.delete<null>(`/api/admin/meetings/requests/${id}`));

export const useSaveMinutes = () =>
  useMeetingsMutation(({ id, input }: { id: string; input: MinutesInput }) =>
    api.put<Minutes>(`/api/admin/meetings/minutes/${id}`, input),
  );

export const useApproveMinutes = () =>
  useMeetingsMutation((id: string) => api.post<Minutes>(`/api/admin/meetings/minutes/${id}/approve`));

export const useDeleteMinutes = () =>
  useMeetingsMutation((id: string) => api.delete<null>(`/api/admin/meetings/minutes/${id}`));

export const useSaveDiscussion = () =>
  useMeetingsMutation(
    ({ minutesId, discussionId, input }: { minutesId: string; discussionId?: string; input: DiscussionInput }) =>
      discussionId
        ? api.put<Discussion>(`/api/admin/meetings/minutes/${minutesId}/discussions/${discussionId}`, input)
        : api.post<Discussion>(`/api/admin/meetings/minutes/${minutesId}/discussions`, input),
  );
