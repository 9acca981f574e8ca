import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOut } from '../features/auth/api/sign-out';
import { errorMessage } from '../lib/api-client';
import { paths } from '../lib/paths';

/** Signs out, then returns to the home page (navigation bar and admin frame). */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    signOut: async () => {
      try {
        await signOut.mutateAsync();
        navigate(paths.home);
      } catch (error) {
        toast.error('Error', { description: errorMessage(error) });
      }
    },
  };
}
