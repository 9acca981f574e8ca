import type { AcceptApplicationInput, DeclineApplicationInput } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

interface Decided {
  decision: 'accepted' | 'declined';
  memberNumber: string | null;
  message: string;
}

type Decision =
  | { id: string; decision: 'accept'; input: AcceptApplicationInput }
  | { id: string; decision: 'decline'; input: DeclineApplicationInput };

/** Accepting or declining an application changes both the applications and the members. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, input }: Decision) =>
      api.post<Decided>(`/api/admin/members/applications/${id}/${decision}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.registrations }),
        queryClient.invalidateQueries({ queryKey: queryRoots.members }),
      ]),
  });
}
