import type { OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, errorMessage } from './api-client';
import { t } from './i18n';
import { forgetOfflineCopies } from './offline-caches';
import { paths } from './paths';

export const signOut = () => api.post<OkMessage>('/api/auth/sign-out');

/**
 * Signs out (this browser's push notifications stopped first), returns to the home page, then forgets everything
 * cached for the signed-in user.
 */
export function useSignOutAndLeave() {
  const mutation = useMutation({ mutationFn: signOut });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    pending: mutation.isPending,
    signOut: async () => {
      // Leave first: a guarded page would otherwise redirect to /auth as soon as the session is gone.
      navigate(paths.home);
      try {
        // This device stops receiving the account's notices (someone else may use it next).
        // (Loaded here: the header's sign-out is on every page, push on few.)
        const push = await import('./push');
        if (push.pushSupported()) await push.turnOffPush().catch(() => {});
        await mutation.mutateAsync();
        await Promise.all([queryClient.resetQueries(), forgetOfflineCopies()]);
      } catch (error) {
        toast.error(t('common.toast.error'), { description: errorMessage(error) });
      }
    },
  };
}
