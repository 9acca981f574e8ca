import {
  type AuthenticatorSetup,
  authenticatorConfirmSchema,
  authenticatorSetupStartSchema,
  SECOND_FACTOR_MESSAGES,
} from '@club/shared';
import { Download, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { QrCode } from '../../../components/qr-code';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { useStartAuthenticator, useTurnOffAuthenticator } from '../api/authenticator';
import { useConfirmAuthenticator } from '../api/confirm-authenticator';
import { useSecondFactorStatus } from '../api/get-second-factor-status';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import { SubmitOrCancel } from './form-buttons';

const failed = (error: unknown) => toast.error(t('common.toast.error'), { description: errorMessage(error) });

/**
 * Two-step sign-in: an authenticator app set up with the password and the app's first code, the recovery
 * codes shown once, new codes, and turning it off (the last two ask for a fresh code: the app's dialog).
 */
export function TwoStepCard() {
  const status = useSecondFactorStatus();
  const [settingUp, setSettingUp] = useState<AuthenticatorSetup | 'password' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const newCodes = useNewRecoveryCodes();
  const turnOff = useTurnOffAuthenticator();
  const on = status.data?.authenticatorSince ?? null;

  const body = () => {
    if (status.isError) return <p className="text-red-700">{t('profiles.twoStep.failed')}</p>;
    if (!status.data) return <Spinner />;
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (settingUp === 'password') return <PasswordStep onStarted={setSettingUp} onCancel={() => setSettingUp(null)} />;
    if (settingUp)
      return (
        <ScanStep
          setup={settingUp}
          onDone={(recoveryCodes) => {
            setSettingUp(null);
            setCodes(recoveryCodes);
            toast.success(translateMessage(SECOND_FACTOR_MESSAGES.turnedOn));
          }}
          onCancel={() => setSettingUp(null)}
        />
      );
    if (!on)
      return (
        <Button className="self-start" onClick={() => setSettingUp('password')}>
          {t('profiles.twoStep.setUp')}
        </Button>
      );
    return (
      <>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <ShieldCheck className="size-5 text-emerald-700" aria-hidden />
          {t('profiles.twoStep.onSince', { date: formatDate(on), left: status.data.recoveryCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={newCodes.isPending}
            onClick={() =>
              newCodes.mutate(undefined, {
                onSuccess: (result) => {
                  setCodes(result.recoveryCodes);
                  toast.success(translateMessage(SECOND_FACTOR_MESSAGES.newRecoveryCodes));
                },
                onError: failed,
              })
            }
          >
            {t('profiles.twoStep.newCodes')}
          </Button>
          <Button variant="outline" onClick={() => setConfirmingOff(true)}>
            {t('profiles.twoStep.turnOff')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingOff}
          onOpenChange={setConfirmingOff}
          title={t('profiles.twoStep.turnOffTitle')}
          message={
            status.data.requiredByRole ? t('profiles.twoStep.turnOffRequired') : t('profiles.twoStep.turnOffMessage')
          }
          confirmLabel={t('profiles.twoStep.turnOff')}
          pending={turnOff.isPending}
          onConfirm={() =>
            turnOff.mutate(undefined, {
              onSuccess: (result) => {
                setConfirmingOff(false);
                toast.success(translateMessage(result.message));
              },
              onError: failed,
            })
          }
        />
      </>
    );
  };

  return (
    <Card className="mt-6" id="two-step">
      <CardHeader>
        <CardTitle as="h2">{t('profiles.twoStep.title')}</CardTitle>
        <CardDescription>
          {t('profiles.twoStep.intro')}
          {status.data?.requiredByRole && !on && status.data.passkeys === 0 ? ` ${t('profiles.twoStep.required')}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{body()}</CardContent>
    </Card>
  );
}

function PasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: AuthenticatorSetup) => void;
  onCancel: () => void;
}) {
  const start = useStartAuthenticator();
  const { form, fieldProps } = useSchemaForm(authenticatorSetupStartSchema, { password: '' });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      onStarted(await start.mutateAsync(password));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['password'])) failed(error);
    }
  });
  return (
    <form onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4" noValidate>
      <PasswordField
        id="two-step-password"
        label={t('profiles.twoStep.password')}
        hint={t('profiles.twoStep.passwordHint')}
        required
        autoComplete="current-password"
        {...fieldProps('password')}
        autoFocus
      />
      <SubmitOrCancel pending={start.isPending} onCancel={onCancel}>
        {t('profiles.twoStep.continue')}
      </SubmitOrCancel>
    </form>
  );
}

function ScanStep({
  setup,
  onDone,
  onCancel,
}: {
  setup: AuthenticatorSetup;
  onDone: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmAuthenticator();
  const { form, fieldProps } = useSchemaForm(authenticatorConfirmSchema, { code: '' });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync(code);
      onDone(recoveryCodes);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['code'])) failed(error);
    }
  });
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
        <li>{t('profiles.twoStep.scan')}</li>
        <li>{t('profiles.twoStep.enterFirst')}</li>
      </ol>
      <div className="w-48 rounded-md border border-slate-200 p-2">
        <QrCode text={setup.uri} label={t('profiles.twoStep.qrLabel')} />
      </div>
      <p className="text-sm text-slate-700">
        {t('profiles.twoStep.typeKey')}{' '}
        <code dir="ltr" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
          {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </code>
      </p>
      <form onSubmit={onSubmit} className="flex max-w-sm flex-col gap-4" noValidate>
        <TextField
          id="two-step-code"
          label={t('profiles.twoStep.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          className="max-w-32 font-mono tracking-widest"
          {...fieldProps('code')}
        />
        <SubmitOrCancel pending={confirm.isPending} onCancel={onCancel}>
          {t('profiles.twoStep.turnOn')}
        </SubmitOrCancel>
      </form>
    </div>
  );
}

/** The recovery codes, shown once: to print, write down or keep as a file. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [file] = useState(() => URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' })));
  useEffect(() => () => URL.revokeObjectURL(file), [file]);
  return (
    <div className="flex flex-col gap-4" role="status">
      <p className="text-sm font-medium text-slate-900">{t('profiles.twoStep.codesIntro')}</p>
      <ul dir="ltr" className="grid max-w-sm grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={file} download="recovery-codes.txt">
            <Download className="size-4" aria-hidden />
            {t('profiles.twoStep.downloadCodes')}
          </a>
        </Button>
        <Button onClick={onDone}>{t('profiles.twoStep.codesKept')}</Button>
      </div>
    </div>
  );
}
