import type { MyContribution } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { postForm } from '../../../lib/upload';

export const useSubmitContribution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      postForm<MyContribution>('/api/contributions', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.contributions }),
  });
};
