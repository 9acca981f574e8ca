import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOut } from '../features/auth/api/sign-out';
import { errorMessage } from '../lib/api-client';
import { paths } from '../lib/paths';

/** Signs out, returns to the home page, then forgets everything cached for the signed-in user. */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    pending: signOut.isPending,
    signOut: async () => {
      // Leave first: a guarded page would otherwise redirect to /auth as soon as the session is gone.
      navigate(paths.home);
      try {
        await signOut.mutateAsync();
        await queryClient.resetQueries();
      } catch (error) {
        toast.error('Error', { description: errorMessage(error) });
      }
    },
  };
}
