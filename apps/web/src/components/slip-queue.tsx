import { MEMBER_MESSAGES, type OkMessage } from '@club/shared';
import { Check, FileImage, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { t, translateMessage } from '../lib/i18n';
import { Button } from './ui/button';
import { type DialogState, FormDialogActions, TitledDialog } from './ui/dialog';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/input';

export interface SlipQueueItem {
  id: string;
  /** Whose payment it is, as the buttons name it. */
  name: string;
  slipUrl: string | null;
  /** What was paid for, how much and under which reference. */
  details: ReactNode;
}

export interface SlipQueueTexts {
  title: string;
  intro: string;
  confirmLabel: (name: string) => string;
  rejectLabel: (name: string) => string;
  rejectTitle: (name: string) => string;
  rejectIntro: string;
}

type Decide = (
  decision: { id: string; decision: 'confirm' | 'reject'; reason?: string },
  callbacks: { onSuccess: (result: OkMessage) => void; onError: (error: unknown) => void },
) => void;

/**
 * Payments sent with a transfer slip, waiting for staff to see the money on the club's bank account: the slip
 * to look at, then confirm (ledger, receipt) or reject with the reason the payer is told.
 */
export function SlipQueue({
  id,
  items,
  texts,
  pending,
  decide,
}: {
  id: string;
  items: SlipQueueItem[];
  texts: SlipQueueTexts;
  pending: boolean;
  decide: Decide;
}) {
  const [rejecting, setRejecting] = useState<SlipQueueItem | null>(null);
  if (items.length === 0) return null;
  const decided = {
    onSuccess: (result: OkMessage) => toast.success(translateMessage(result.message)),
    onError: (error: unknown) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
  };
  return (
    <section aria-labelledby={id} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id={id} className="font-semibold text-amber-900">
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{texts.intro}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-white p-3"
          >
            <div className="min-w-0 text-sm">{item.details}</div>
            <div className="flex flex-wrap gap-2">
              {item.slipUrl && (
                <Button asChild variant="outline" size="sm">
                  <a href={item.slipUrl} target="_blank" rel="noopener">
                    <FileImage aria-hidden /> {t('common.slipQueue.slip')}
                  </a>
                </Button>
              )}
              <Button
                size="sm"
                disabled={pending}
                aria-label={texts.confirmLabel(item.name)}
                onClick={() => decide({ id: item.id, decision: 'confirm' }, decided)}
              >
                <Check aria-hidden /> {t('common.slipQueue.confirm')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={pending}
                aria-label={texts.rejectLabel(item.name)}
                onClick={() => setRejecting(item)}
              >
                <X aria-hidden /> {t('common.slipQueue.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        title={rejecting ? texts.rejectTitle(rejecting.name) : ''}
        intro={texts.rejectIntro}
        open={rejecting !== null}
        pending={pending}
        onOpenChange={(open) => !open && setRejecting(null)}
        onReject={(reason) =>
          rejecting &&
          decide(
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
  title,
  intro,
  open,
  pending,
  onOpenChange,
  onReject,
}: {
  title: string;
  intro: string;
  pending: boolean;
  onReject: (reason: string) => void;
} & DialogState) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={title} description={intro}>
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
        <FormField id="slip-reject-reason" label={t('common.slipQueue.reason')} error={error ?? undefined}>
          <Textarea
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
          {t('common.slipQueue.reject')}
        </FormDialogActions>
      </form>
    </TitledDialog>
  );
}
