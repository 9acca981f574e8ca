import { PASSWORD_MIN_LENGTH, signUpSchema } from '@club/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EmailField, NameField, PasswordField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { t, translateMessage } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const { form, rowProps } = useSchemaForm(signUpSchema, { fullName: '', email: '', password: '' }, 'signup');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success(t('common.toast.done'), {
        description: translateMessage('Please check your email to confirm your account'),
      });
      form.reset();
      onSignedUp(values.email);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['password', 'email', 'fullName'])) {
        toast.error(t('auth.signUpError'), { description: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <NameField label={t('auth.fullName')} {...rowProps('fullName')} />
      <EmailField label={t('auth.email')} {...rowProps('email')} />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        {...rowProps('password')}
      />
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? t('auth.creating') : t('auth.signUp')}
      </Button>
    </form>
  );
}
