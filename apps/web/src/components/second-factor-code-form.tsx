import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { t, translateMessage } from '../lib/i18n';
import { giveSecondFactor, giveSecondFactorWithPasskey, passkeyDeclined, passkeysWork } from '../lib/passkeys';
import { Button } from './ui/button';
import { TextField } from './ui/form-field';

const ENTER_CODE = 'Enter the code';

/**
 * The second factor, typed: a code of the authenticator app or a recovery code. Finishes a sign-in (with
 * "trust this browser" offered) or confirms it is the person before a protected action.
 */
export function SecondFactorCodeForm({
  offerTrust,
  focusOnShow = false,
  onDone,
  actions,
}: {
  offerTrust: boolean;
  /** Moves focus to the code when the form appears in place of another (a dialog focuses it by itself). */
  focusOnShow?: boolean;
  onDone: (message: string) => void;
  /** Buttons beside the submit one (a dialog's Cancel). */
  actions?: ReactNode;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [trustBrowser, setTrustBrowser] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);

  const giveWithPasskey = async () => {
    setPending(true);
    setError(null);
    try {
      const { message } = await giveSecondFactorWithPasskey();
      onDone(translateMessage(message));
    } catch (failure) {
      if (!passkeyDeclined(failure)) setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setError(translateMessage(ENTER_CODE));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { message } = await giveSecondFactor({ code, trustBrowser });
      onDone(translateMessage(message));
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.body.fieldErrors?.code?.[0] : undefined;
      setError(translateMessage(fieldError ?? errorMessage(failure)));
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        id={`${id}-code`}
        label={t('common.secondFactor.codeLabel')}
        error={error ?? undefined}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        maxLength={32}
        className="max-w-48 font-mono tracking-widest"
        ref={input}
      />
      {offerTrust && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={trustBrowser}
            onChange={(event) => setTrustBrowser(event.target.checked)}
            className="size-4"
          />
          {t('common.secondFactor.trust')}
        </label>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        {passkeysWork() && (
          <Button type="button" variant="outline" disabled={pending} onClick={giveWithPasskey}>
            <KeyRound aria-hidden />
            {t('common.secondFactor.usePasskey')}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? t('common.secondFactor.checking') : t('common.secondFactor.confirm')}
        </Button>
      </div>
    </form>
  );
}
