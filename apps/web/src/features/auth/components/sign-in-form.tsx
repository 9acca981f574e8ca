import { signInSchema } from '@club/shared';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SecondFactorCodeForm } from '../../../components/second-factor-code-form';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { useSchemaForm } from '../../../lib/field-props';
import { t } from '../../../lib/i18n';
import { forgetOfflineCopies } from '../../../lib/offline-caches';
import { passkeyDeclined, passkeysWork, signInWithPasskey } from '../../../lib/passkeys';
import { pageAfterSignIn, paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [awaitingCode, setAwaitingCode] = useState(false);
  /** In: where the person was going, or first to their profile when their role waits for a second factor. */
  const goOn = async () => {
    const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    navigate(me.secondFactorSetupRequired ? `${paths.profile}#two-step` : pageAfterSignIn(params.get('next')));
  };
  const { form, fieldProps } = useSchemaForm(signInSchema, { email: '', password: '' });

  const [usingPasskey, setUsingPasskey] = useState(false);
  const passkeySignIn = async () => {
    setUsingPasskey(true);
    try {
      await signInWithPasskey();
      await forgetOfflineCopies();
      await goOn();
    } catch (error) {
      if (!passkeyDeclined(error)) toast.error(t('auth.signInError'), { description: errorMessage(error) });
    } finally {
      setUsingPasskey(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { secondFactorRequired } = await signIn.mutateAsync(values);
      if (secondFactorRequired) setAwaitingCode(true);
      else await goOn();
    } catch (error) {
      toast.error(t('auth.signInError'), { description: errorMessage(error) });
    }
  });

  if (awaitingCode)
    return (
      <div className="flex flex-col gap-4">
        <h2 className="font-semibold">{t('common.secondFactor.signInTitle')}</h2>
        <p className="text-sm text-slate-600">{t('common.secondFactor.signInIntro')}</p>
        <SecondFactorCodeForm offerTrust focusOnShow onDone={goOn} />
      </div>
    );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <EmailField id="signin-email" label={t('auth.email')} {...fieldProps('email')} />
      <PasswordField
        id="signin-password"
        label={t('auth.password')}
        autoComplete="current-password"
        {...fieldProps('password')}
      />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      {passkeysWork() && (
        <Button type="button" variant="outline" disabled={usingPasskey} onClick={passkeySignIn}>
          <KeyRound aria-hidden />
          {t('auth.signInWithPasskey')}
        </Button>
      )}
      <Button type="button" variant="link" onClick={onForgotPassword}>
        {t('auth.forgot')}
      </Button>
    </form>
  );
}
