import type { AcceptApplicationInput, DeclineApplicationInput, RegistrationType } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

interface Decided {
  decision: 'accepted' | 'declined';
  memberNumber: string | null;
  message: string;
}

type Decision = { id: string; type: RegistrationType } & (
  | { decision: 'accept'; input: AcceptApplicationInput | null }
  | { decision: 'decline'; input: DeclineApplicationInput }
);

/** Membership applications are accepted on a plan; academy ones enrol the child in the academy for their sport. */
const APPLICATIONS: Record<RegistrationType, string> = {
  membership: '/api/admin/members/applications',
  academy: '/api/admin/members/academy-applications',
};

/** Accepting or declining an application changes both the applications and the members. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, decision, input }: Decision) =>
      api.post<Decided>(`${APPLICATIONS[type]}/${encodeURIComponent(id)}/${decision}`, input ?? undefined),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.registrations }),
        queryClient.invalidateQueries({ queryKey: queryRoots.members }),
      ]),
  });
}
