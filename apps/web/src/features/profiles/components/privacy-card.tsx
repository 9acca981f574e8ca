import { Download, UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, t } from '../../../lib/i18n';
import { DATA_EXPORT_URL, useAskClosure, useMyClosure, useWithdrawClosure } from '../api/closure';

/** The person's own data: download all of it, or ask the club to close the account. */
export function PrivacyCard() {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">{t('profiles.privacy.title')}</CardTitle>
        <CardDescription>{t('profiles.privacy.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div>
          <Button asChild variant="outline">
            <a href={DATA_EXPORT_URL} download>
              <Download aria-hidden /> {t('profiles.privacy.download')}
            </a>
          </Button>
        </div>
        <Closure />
      </CardContent>
    </Card>
  );
}

function Closure() {
  const closure = useMyClosure();
  const ask = useAskClosure();
  const withdraw = useWithdrawClosure();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => toast.error(t('common.toast.error'), { description: errorMessage(error) });
  const pending = closure.data?.request;

  return (
    <section aria-labelledby="closure-title" className="border-t border-slate-200 pt-6">
      <h3 id="closure-title" className="font-semibold text-slate-900">
        {t('profiles.privacy.closeTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('profiles.privacy.closeIntro')}</p>
      {pending ? (
        <div className="mt-4 flex flex-col gap-3" role="status">
          <p className="text-sm font-medium text-amber-800">
            {t('profiles.privacy.pending', { date: formatDate(pending.requestedAt) })}
          </p>
          <div>
            <Button
              variant="outline"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => toast.success(t('profiles.privacy.withdrawn')),
                  onError: failed,
                })
              }
            >
              {t('profiles.privacy.withdraw')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <FormField id="closure-reason" label={t('profiles.privacy.reason')}>
            <Textarea dir="auto" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div>
            <Button
              variant="destructive"
              disabled={closure.isPending || ask.isPending}
              onClick={() => setConfirming(true)}
            >
              <UserX aria-hidden /> {t('profiles.privacy.ask')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('profiles.privacy.confirmTitle')}
        message={t('profiles.privacy.confirmMessage')}
        confirmLabel={t('profiles.privacy.confirmLabel')}
        pending={ask.isPending}
        onConfirm={() =>
          ask.mutate(
            { reason },
            {
              onSuccess: () => {
                setConfirming(false);
                setReason('');
                toast.success(t('profiles.privacy.asked'));
              },
              onError: failed,
            },
          )
        }
      />
    </section>
  );
}
