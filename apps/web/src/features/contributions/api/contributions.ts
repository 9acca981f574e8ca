import type {
  CONTRIBUTION_SORT_COLUMNS,
  ContributionSummary,
  ContributionType,
  ContributionTypeInput,
  MyContribution,
  StaffContribution,
  StaffContributionsPage,
} from '@club/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postForm } from '../../../lib/upload';
import { type PagedQuery, pageQueryString } from '../../../lib/use-paged-search';

export const contributionsQueryKey = ['contributions'] as const;

export const summaryQueryOptions = queryOptions({
  queryKey: [...contributionsQueryKey, 'summary'],
  queryFn: () => api.get<ContributionSummary>('/api/contributions/summary'),
});
export const useContributionSummary = () => useQuery(summaryQueryOptions);

export const useActiveTypes = () =>
  useQuery({
    queryKey: [...contributionsQueryKey, 'types', 'active'],
    queryFn: () => api.get<ContributionType[]>('/api/contributions/types'),
  });

export const useMyContributions = (enabled: boolean) =>
  useQuery({
    queryKey: [...contributionsQueryKey, 'mine'],
    queryFn: () => api.get<MyContribution[]>('/api/contributions/mine'),
    enabled,
  });

/** A payment reference for the transfer, issued when the form opens. */
export const issueReference = () =>
  api.post<{ paymentReference: string }>('/api/contributions/reference').then((r) => r.paymentReference);

export const useSubmitContribution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<MyContribution>('/api/contributions', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contributionsQueryKey }),
  });
};

export const useAllTypes = () =>
  useQuery({
    queryKey: [...contributionsQueryKey, 'types', 'all'],
    queryFn: () => api.get<ContributionType[]>('/api/admin/contributions/types'),
  });

export type ContributionSortColumn = (typeof CONTRIBUTION_SORT_COLUMNS)[number];

export const useStaffContributions = (query: PagedQuery<ContributionSortColumn> & { status: string }) =>
  useQuery({
    queryKey: [...contributionsQueryKey, 'staff', query],
    queryFn: () => {
      const params = new URLSearchParams(pageQueryString(query));
      if (query.status) params.set('status', query.status);
      return api.get<StaffContributionsPage>(`/api/admin/contributions?${params}`);
    },
    placeholderData: keepPreviousData,
  });

function useContributionsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contributionsQueryKey }),
  });
}

export const useCreateType = () =>
  useContributionsMutation((input: ContributionTypeInput) =>
    api.post<ContributionType>('/api/admin/contributions/types', input),
  );

export const useToggleType = () =>
  useContributionsMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.patch<ContributionType>(`/api/admin/contributions/types/${id}`, { isActive }),
  );

export const useDecideContribution = () =>
  useContributionsMutation(
    ({ id, action, reason }: { id: string; action: 'confirm' | 'reject' | 'reverse'; reason?: string }) =>
      api.post<StaffContribution>(`/api/admin/contributions/${id}/${action}`, reason ? { reason } : {}),
  );

export const useRecordCash = () =>
  useContributionsMutation((input: Record<string, unknown>) =>
    api.post<StaffContribution>('/api/admin/contributions/cash', input),
  );
