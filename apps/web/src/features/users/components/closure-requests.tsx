import type { ClosureRequest } from '@club/shared';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate, t, translateMessage } from '../../../lib/i18n';
import { useConfirmClosure } from '../api/confirm-closure';
import { useClosureRequests } from '../api/get-closure-requests';

/** People who asked the club to close their account: staff who may delete accounts confirm each. */
export function ClosureRequests() {
  const { can } = useAuth();
  const requests = useClosureRequests(can('users', 'delete'));
  const confirm = useConfirmClosure();
  const [closing, setClosing] = useState<ClosureRequest | null>(null);
  const waiting = requests.data?.requests ?? [];
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="closure-requests-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="closure-requests-title" className="font-semibold text-amber-900">
        {t('users.closureRequests.title', { count: waiting.length })}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t('users.closureRequests.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {waiting.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-white p-3"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                <bdi>{request.fullName}</bdi> · <bdi dir="ltr">{request.email}</bdi>
              </p>
              <p className="text-sm text-slate-600">
                {t('users.closureRequests.asked', { date: formatDate(request.requestedAt), role: request.role })}
              </p>
              {request.reason && (
                <p className="text-sm text-slate-700">
                  <bdi>{request.reason}</bdi>
                </p>
              )}
            </div>
            <Button variant="destructive" size="sm" onClick={() => setClosing(request)}>
              <UserX aria-hidden /> {t('users.closureRequests.close')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('users.closureRequests.confirmTitle', { name: closing?.fullName ?? '' })}
        message={t('users.closureRequests.confirmMessage')}
        confirmLabel={t('users.closureRequests.close')}
        pending={confirm.isPending}
        onConfirm={() =>
          closing &&
          confirm.mutate(closing.id, {
            onSuccess: (result) => {
              setClosing(null);
              toast.success(translateMessage(result.message));
            },
            onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
          })
        }
      />
    </section>
  );
}
