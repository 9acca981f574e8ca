import { MEMBER_MESSAGES, type WaitingRenewal } from '@club/shared';
import { Check, FileImage, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { useDecideRenewal, useWaitingRenewals } from '../api/renewals';

/**
 * Renewals members sent, waiting for someone with members:approve to see the money on the bank account:
 * the slip to look at, then confirm (fee, ledger, receipt) or reject with the reason.
 */
export function WaitingRenewals() {
  const { can } = useAuth();
  const waiting = useWaitingRenewals(can('members', 'approve'));
  const decide = useDecideRenewal();
  const [rejecting, setRejecting] = useState<WaitingRenewal | null>(null);
  const renewals = waiting.data?.renewals ?? [];
  if (renewals.length === 0) return null;
  const decided = {
    onSuccess: (result: { message: string }) => toast.success(translateMessage(result.message)),
    onError: (error: unknown) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
  };
  return (
    <section aria-labelledby="waiting-renewals" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="waiting-renewals" className="font-semibold text-amber-900">
        {t('members.renewals.title', { count: renewals.length })}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t('members.renewals.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {renewals.map((renewal) => (
          <li
            key={renewal.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-white p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-900">
                <bdi>{renewal.fullName}</bdi> · <bdi className="font-mono">{renewal.memberNumber}</bdi>
              </p>
              <p className="text-slate-600">
                <bdi>{renewal.seasonLabel}</bdi> · {planLabel(renewal.plan, renewal.sport)} ·{' '}
                <bdi>{formatMoney(renewal.amount)}</bdi>
              </p>
              <p className="text-slate-600">
                {t('members.renewals.reference')}{' '}
                <bdi dir="ltr" className="font-mono">
                  {renewal.paymentReference}
                </bdi>{' '}
                · {formatDate(renewal.submittedAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {renewal.slipUrl && (
                <Button asChild variant="outline" size="sm">
                  <a href={renewal.slipUrl} target="_blank" rel="noopener">
                    <FileImage aria-hidden /> {t('members.renewals.slip')}
                  </a>
                </Button>
              )}
              <Button
                size="sm"
                disabled={decide.isPending}
                aria-label={t('members.renewals.confirmLabel', { name: renewal.fullName })}
                onClick={() => decide.mutate({ id: renewal.id, decision: 'confirm' }, decided)}
              >
                <Check aria-hidden /> {t('members.renewals.confirm')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={decide.isPending}
                aria-label={t('members.renewals.rejectLabel', { name: renewal.fullName })}
                onClick={() => setRejecting(renewal)}
              >
                <X aria-hidden /> {t('members.renewals.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RejectDialog
        renewal={rejecting}
        pending={decide.isPending}
        onOpenChange={(open) => !open && setRejecting(null)}
        onReject={(reason) =>
          rejecting &&
          decide.mutate(
            { id: rejecting.id, decision: 'reject', reason },
            {
              ...decided,
              onSuccess: (result) => {
                setRejecting(null);
                decided.onSuccess(result);
              },
            },
          )
        }
      />
    </section>
  );
}

function RejectDialog({
  renewal,
  pending,
  onOpenChange,
  onReject,
}: {
  renewal: WaitingRenewal | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open={renewal !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('members.renewals.rejectTitle', { name: renewal?.fullName ?? '' })}</DialogTitle>
          <DialogDescription>{t('members.renewals.rejectIntro')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError(translateMessage(MEMBER_MESSAGES.rejectReason));
              return;
            }
            onReject(reason.trim());
          }}
        >
          <FormField id="renewal-reject-reason" label={t('members.renewals.reason')} error={error ?? undefined}>
            <Textarea
              id="renewal-reject-reason"
              dir="auto"
              maxLength={500}
              value={reason}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          </FormField>
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={pending}>
            {t('members.renewals.reject')}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
